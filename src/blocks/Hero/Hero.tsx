import { graphql } from "gatsby";
import PageHero, { heroPhoto, type PageHeroProps } from "../../components/PageHero/PageHero";

// The opening band of a page (PageHero) in the tone and on the side the content picks; no photo
// makes a plain banner (a policy page). `display`: the home page's hero, whose photo drifts as the
// page scrolls in its own taller 9:10 crop (both faces, uncut).
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
  return <PageHero {...block} tone={(block.tone ?? "sand") as PageHeroProps["tone"]} photo={heroPhoto(block)} />;
}
