import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import * as styles from "./Collaboration.module.scss";

// Closing call to action: partner with the Research Office (a mailto CTA from site.json), with an
// optional photo beside the text. Built from Reveal + Container rather than Section because the
// heading sits in the text column, beside the photo, not above both.
export const query = graphql`
  fragment ResearchCollaboration on Query {
    researchPageJson {
      collaboration {
        id
        heading
        text
        actions
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 448, aspectRatio: 0.8)
        }
      }
    }
  }
`;

export default function Collaboration({ data }: { data: Queries.ResearchCollaborationFragment }) {
  const { id, heading, text, actions, photo } = required(data.researchPageJson, "content/researchPage.json").collaboration;
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.section} aria-labelledby={headingId}>
      <Container>
        <div className={photo ? styles.split : undefined}>
          <div className={styles.text}>
            <SectionHeading id={headingId} heading={heading} intro={text} className={styles.headingBlock} />
            <ActionLinks ids={actions} onDark />
          </div>
          {photo ? (
            <div className={styles.media}>
              <Photo image={photo.gatsbyImageData} alt={photo.alt} className={styles.image} />
            </div>
          ) : null}
        </div>
      </Container>
    </Reveal>
  );
}
