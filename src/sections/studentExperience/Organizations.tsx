import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import { required } from "../../lib/required";
import * as styles from "./Organizations.module.scss";

// The student-organizations figure ("50+", from content/stats.json studentExperience) next to a
// photo and a short text. The figure's value comes first in the DOM, so it reads as it looks.
export const query = graphql`
  fragment StudentExperienceOrganizations on Query {
    studentExperiencePageJson {
      organizations {
        id
        heading
        text
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.33)
        }
      }
    }
    statsJson {
      studentExperience {
        value
        label
      }
    }
  }
`;

export default function Organizations({ data }: { data: Queries.StudentExperienceOrganizationsFragment }) {
  const { id, heading, text, photo } = required(data.studentExperiencePageJson, "content/studentExperiencePage.json").organizations;
  const stats = required(data.statsJson, "content/stats.json").studentExperience;
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.section} aria-labelledby={headingId}>
      <Container className={styles.split}>
        <div className={styles.media}>
          <Photo image={photo.gatsbyImageData} alt={photo.alt} className={styles.image} />
        </div>
        <div className={styles.text}>
          <ul className={styles.figures}>
            {stats.map((stat) => (
              <li key={stat.label} className={styles.figure}>
                <span className={styles.value}>{stat.value}</span>
                <span className={styles.label}>{stat.label}</span>
              </li>
            ))}
          </ul>
          <SectionHeading id={headingId} heading={heading} intro={text} className={styles.heading} />
        </div>
      </Container>
    </Reveal>
  );
}
