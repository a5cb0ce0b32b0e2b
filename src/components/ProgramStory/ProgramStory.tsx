import { graphql } from "gatsby";
import Section from "../Section/Section";
import Photo from "../Photo/Photo";
import * as styles from "./ProgramStory.module.scss";

// A student of the program in their own words (the first of content/stories.json from it), with
// their portrait. A program without a story shows no section.
export const query = graphql`
  fragment ProgramStory on Program {
    story {
      name
      title
      quote
      photo {
        alt
        img(layout: CONSTRAINED, width: 128, aspectRatio: 1, outputPixelDensities: [1, 2], sizes: "128px") {
          ...PhotoImg
        }
      }
    }
  }

  fragment ProgramStoryCopy on ProgramPageJson {
    story {
      id
      heading
    }
  }
`;

export interface ProgramStoryProps {
  program: Queries.ProgramStoryFragment;
  copy: Queries.ProgramStoryCopyFragment;
}

export default function ProgramStory({ program, copy }: ProgramStoryProps) {
  const { story } = program;
  if (!story) return null;
  return (
    <Section id={copy.story.id} heading={copy.story.heading} width="narrow">
      <figure className={styles.story}>
        <Photo image={story.photo.img} alt={story.photo.alt} className={styles.photo} />
        {/* figcaption must be a direct child of its figure: the quote and who said it */}
        <blockquote className={styles.quote}>
          <p>{story.quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.name}>{story.name}</span>, {story.title}
        </figcaption>
      </figure>
    </Section>
  );
}
