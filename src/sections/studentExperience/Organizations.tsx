import { graphql } from "gatsby";
import PhotoBand from "../../components/PhotoBand/PhotoBand";
import StatGrid from "../../components/StatGrid/StatGrid";

// Find Your Community, the page's photo band: students together across the band, and in its
// panel the student-organizations figure ("50+", from content/stats.json studentExperience)
// under the heading and a short text.
export const query = graphql`
  fragment StudentExperienceOrganizations on Content {
    studentExperiencePage {
      organizations {
        id
        heading
        text
        photo {
          alt
          img(layout: FULL_WIDTH, aspectRatio: 1.25, sizes: "(min-width: 80em) 75vw, 100vw", breakpoints: [750, 1080, 1440, 1920]) {
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
  return (
    <PhotoBand id={id} heading={heading} intro={text} photo={photo} tone="white">
      <StatGrid items={content.stats.studentExperience} />
    </PhotoBand>
  );
}
