import type { CSSProperties } from "react";
import { graphql } from "gatsby";

// What marks a program wherever the site lists them (the home tiles, the /academics catalogue):
// its slug (the anchor of its entry on /academics), its name, its icon and its colour.
export const query = graphql`
  fragment ProgramMark on Program {
    slug
    name
    iconSvg
    color
  }
`;

/** The program colour is data, not design: it reaches CSS as the custom property --program-color. */
export function programColor(color: string): CSSProperties {
  return { "--program-color": color } as CSSProperties;
}
