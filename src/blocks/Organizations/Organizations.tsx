import { graphql } from "gatsby";
import PhotoBand from "../../components/PhotoBand/PhotoBand";
import StatGrid from "../../components/StatGrid/StatGrid";

// The page's photo band with a figure in its panel ("50+" student organizations, from
// content/stats.json studentExperience) under the heading and a short text.
export const query = graphql`
  fragment OrganizationsBlock on OrganizationsBlock {
    organizations: block {
      id
      heading
      text
      photo {
        alt
        img(layout: FULL_WIDTH, aspectRatio: 1.25, sizes: "(min-width: 80em) 75vw, 100vw", breakpoints: [750, 1080, 1440, 1920]) {
          ...PhotoImg
        }
      }
      content {
        stats {
          studentExperience {
            value
            label
          }
        }
      }
    }
  }
`;

export default function Organizations({ block }: { block: Queries.OrganizationsBlockFragment["organizations"] }) {
  const { id, heading, text, photo } = block;
  return (
    <PhotoBand id={id} heading={heading} intro={text} photo={photo} tone="white">
      <StatGrid items={block.content.stats.studentExperience} />
    </PhotoBand>
  );
}
