import { graphql } from "gatsby";

// What marks a program wherever the site lists them (the home tiles, the /academics catalogue):
// its slug (the anchor of its entry on /academics), its name, its icon and its colour. Only the
// fragment lives here (no code reaches the browser): each list sets the colour as the CSS custom
// property --program-color itself, since a shared helper would cost more bytes than it saves.
export const query = graphql`
  fragment ProgramMark on Program {
    slug
    name
    iconSvg
    color
  }
`;
