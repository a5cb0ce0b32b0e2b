import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Photo from "../../components/Photo/Photo";
import * as styles from "./ProgramStory.module.scss";

// A student of the program in their own words (the first of content/stories.json from it), with
// their portrait. A program without a story shows no section.
export const query = graphql`
  fragment ProgramStoryBlock on ProgramStoryBlock {
    programStory: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
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
        }
      }
    }
  }
`;

export default function ProgramStory({ block }: { block: Queries.ProgramStoryBlockFragment["programStory"] }) {
  const { story } = block.content.programs.program;
  if (!story) return null;
  return (
    <Section {...block} width="narrow">
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
