import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import * as styles from "./Organizations.module.scss";

// A full-bleed photo band: students together across the whole screen, and a navy panel over its
// lower edge with the student-organizations figure ("50+", from content/stats.json
// studentExperience) and a short text. The photo carries the section, so it gets the width.
// The figure's value comes first in the DOM, so it reads as it looks.
export const query = graphql`
  fragment StudentExperienceOrganizations on Content {
    studentExperiencePage {
      organizations {
        id
        heading
        text
        photo {
          alt
          img(layout: FULL_WIDTH, aspectRatio: 2) {
            ...PhotoImg
          }
        }
      }
    }
    stats {
      studentExperience {
        value
        label
      }
    }
  }
`;

export default function Organizations({ content }: { content: Queries.StudentExperienceOrganizationsFragment }) {
  const { id, heading, text, photo } = content.studentExperiencePage.organizations;
  const stats = content.stats.studentExperience;
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.band} aria-labelledby={headingId}>
      <Photo image={photo.img} alt={photo.alt} className={styles.photo} />
      <Container>
        <div className={styles.panel}>
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
