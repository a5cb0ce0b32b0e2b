import Section from "../../components/Section/Section";
import StoryCarousel, { type Story, type StoryCarouselLabels } from "../../components/StoryCarousel/StoryCarousel";

// Student Stories: the carousel (behaviour owned by StoryCarousel) inside a revealed section.
// The carousel is the labelled region here, so the section itself is not a second landmark.
export interface StoriesProps {
  id: string;
  heading: string;
  intro?: string | null;
  stories: readonly Story[];
  labels: StoryCarouselLabels;
  intervalMs: number;
}

export default function Stories({ id, heading, intro, stories, labels, intervalMs }: StoriesProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" align="center" landmark={false}>
      <StoryCarousel stories={stories} labels={labels} intervalMs={intervalMs} />
    </Section>
  );
}
