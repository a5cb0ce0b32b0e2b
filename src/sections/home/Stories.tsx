import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StoryCarousel from "../../components/StoryCarousel/StoryCarousel";

// Student Stories: the carousel (behaviour owned by StoryCarousel) inside a revealed section.
// The carousel is the labelled region here, so the section itself is not a second landmark.
export const query = graphql`
  fragment HomeStories on Content {
    homePage {
      stories {
        id
        heading
        intro
      }
    }
    stories {
      stories {
        name
        title
        program
        quote
        photo {
          alt
          img(layout: CONSTRAINED, width: 160, aspectRatio: 1, crop: faces) {
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
`;

export default function Stories({ content }: { content: Queries.HomeStoriesFragment }) {
  const { id, heading, intro } = content.homePage.stories;
  const { stories } = content.stories;
  const { ui, behaviour } = content.site;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" landmark={false}>
      <StoryCarousel
        stories={stories.map(({ photo, ...story }) => ({ ...story, image: photo.img, alt: photo.alt }))}
        labels={ui}
        intervalMs={behaviour.carouselIntervalMs}
      />
    </Section>
  );
}
