import { graphql } from "gatsby";
import PageHero, { heroPhoto, type PageHeroLayout } from "../components/PageHero/PageHero";

// The opening band of a page (PageHero): eyebrow, the page's only h1, lead, buttons and the page's
// photo (none: a plain banner, for a policy page), in the tone and on the side the content picks. `display`: the home page's hero at the
// display size, on ocean under the transparent bar, the whole first screen tall from 1024 px, its
// photo drifting as the page scrolls (parallax) in its own taller 9:10 crop (both faces, uncut).
export const query = graphql`
  fragment HeroBlock on HeroBlock {
    hero: block {
      eyebrow
      heading
      lead
      actions
      tone
      photoFirst
      display
      photo {
        ...HeroPhoto
        displayWide: img(layout: FULL_WIDTH, aspectRatio: 0.9, hero: true, sizes: "50vw", breakpoints: [720, 1080, 1440, 1920]) {
          ...PhotoImg
        }
      }
    }
  }
`;

export default function Hero({ block }: { block: Queries.HeroBlockFragment["hero"] }) {
  const { eyebrow, heading, lead, actions, photoFirst, display } = block;
  const tone = (block.tone ?? "sand") as NonNullable<PageHeroLayout["tone"]>;
  return (
    <PageHero
      hero={{ eyebrow, heading, lead, actions, photo: heroPhoto(block) }}
      tone={tone}
      photoFirst={photoFirst ?? false}
      home={display ?? false}
    />
  );
}
