import { graphql } from "gatsby";
import PageHero from "../../components/PageHero/PageHero";

// The home page's opening: the hero band (PageHero) at the display size, on ocean under the
// transparent bar, the whole first screen tall from 1024 px, its photo drifting as the page
// scrolls (parallax). The headline is the page's
// only h1; the photo is the page's largest paint (img(hero: true) in HeroPhoto).
export const query = graphql`
  fragment HomeHero on Content {
    homePage {
      hero {
        eyebrow
        headline
        lead
        actions
        photo {
          alt
          origin
          img(layout: FULL_WIDTH, aspectRatio: 1.333, hero: true, sizes: "100vw", breakpoints: [750, 1080]) {
            ...PhotoImg
          }
          # Beside the text from 1024 px, the first screen tall: a 9:10 crop (both faces, uncut).
          wide: img(layout: FULL_WIDTH, aspectRatio: 0.9, hero: true, sizes: "50vw", breakpoints: [720, 1080, 1440, 1920]) {
            ...PhotoImg
          }
        }
      }
    }
  }
`;

export default function Hero({ content }: { content: Queries.HomeHeroFragment }) {
  const { headline, ...hero } = content.homePage.hero;
  return <PageHero hero={{ ...hero, heading: headline }} tone="ocean" home />;
}
