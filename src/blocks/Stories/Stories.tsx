import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StoryCarousel from "../../components/StoryCarousel/StoryCarousel";

// Student stories, a split: the carousel (StoryCarousel) beside the heading. The carousel is the
// labelled region, so the section is not a second landmark. The portrait's sizes follow
// StoryCarousel's card: a 6rem circle on phones, 12rem wide from 768 px, 8rem in the split.
export const query = graphql`
  fragment StoriesBlock on StoriesBlock {
    stories: block {
      id
      heading
      intro
      content {
        stories {
          stories {
            name
            title
            program
            programPath
            quote
            photo {
              alt
              img(
                layout: CONSTRAINED
                width: 192
                aspectRatio: 0.8
                outputPixelDensities: [1, 2]
                sizes: "(min-width: 64em) 128px, (min-width: 48em) 192px, 96px"
              ) {
                ...PhotoImg
              }
            }
          }
        }
        site {
          ui {
            carouselLabel
            previousSlide
            nextSlide
            goToSlide
            slideOf
            pauseRotation
            startRotation
          }
          behaviour {
            carouselIntervalMs
          }
        }
      }
    }
  }
`;

export default function Stories({ block }: { block: Queries.StoriesBlockFragment["stories"] }) {
  const { ui, behaviour } = block.content.site;
  return (
    <Section
      {...block}
      tone="gulf"
      landmark={false}
      aside={<StoryCarousel stories={block.content.stories.stories} labels={ui} intervalMs={behaviour.carouselIntervalMs} />}
    />
  );
}
