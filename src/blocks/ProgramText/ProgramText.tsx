import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Photo from "../../components/Photo/Photo";
import * as styles from "./ProgramText.module.scss";

// One of the page's program's facts in a narrow section, by "show":
// "overview", what studying the program is like (the description is the /academics card's own
// text, so the page never says the same thing twice);
// "accreditation", its accrediting body by its full name (a link to its site) and the status it
// grants;
// "story", a student of the program in their own words (the first of content/stories.json from
// it), with their portrait. A program without a story shows no section.
export const query = graphql`
  fragment ProgramTextBlock on ProgramTextBlock {
    programText: block {
      show
      id
      heading
      bodyLabel
      statusLabel
      content {
        programs {
          program(slug: $slug) {
            overview
            accreditation {
              body
              abbreviation
              status
              url
            }
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

export default function ProgramText({ block }: { block: Queries.ProgramTextBlockFragment["programText"] }) {
  const { id, heading } = block;
  const { overview, accreditation, story } = block.content.programs.program;
  if (block.show === "accreditation") {
    const { body, abbreviation, status, url } = accreditation;
    return (
      <Section id={id} heading={heading} width="narrow">
        <dl className={styles.facts}>
          <div>
            <dt>{block.bodyLabel}</dt>
            <dd>
              <a href={url} rel="noopener noreferrer" className={styles.body}>
                {`${body} (${abbreviation})`}
              </a>
            </dd>
          </div>
          <div>
            <dt>{block.statusLabel}</dt>
            <dd>{status}</dd>
          </div>
        </dl>
      </Section>
    );
  }
  if (block.show === "story") {
    if (!story) return null;
    return (
      <Section id={id} heading={heading} width="narrow">
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
  return (
    <Section id={id} heading={heading} width="narrow">
      <p className={styles.lead}>{overview}</p>
    </Section>
  );
}
