import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StoryCarousel from "../../components/StoryCarousel/StoryCarousel";
import { required } from "../../lib/required";

// Student Stories: the carousel (behaviour owned by StoryCarousel) inside a revealed section.
// The carousel is the labelled region here, so the section itself is not a second landmark.
export const query = graphql`
  fragment HomeStories on Query {
    homePageJson {
      stories {
        id
        heading
        intro
      }
    }
    storiesJson {
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
    siteJson {
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

export default function Stories({ data }: { data: Queries.HomeStoriesFragment }) {
  const { id, heading, intro } = required(data.homePageJson, "content/homePage.json").stories;
  const { stories } = required(data.storiesJson, "content/stories.json");
  const { ui, behaviour } = required(data.siteJson, "content/site.json");
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
