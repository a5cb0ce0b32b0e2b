import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import ItemGrid from "../../components/ItemGrid/ItemGrid";
import * as styles from "./FeatureGrid.module.scss";

// The six sides of student life as icon cards (content/studentExperiencePage.json features).
export const query = graphql`
  fragment StudentExperienceFeatures on Content {
    studentExperiencePage {
      features {
        id
        heading
        intro
        items {
          title
          description
          iconSvg
        }
      }
    }
  }
`;

export default function FeatureGrid({ content }: { content: Queries.StudentExperienceFeaturesFragment }) {
  const { id, heading, intro, items } = content.studentExperiencePage.features;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ItemGrid sm={2} lg={3} className={styles.grid}>
        {items.map((item) => (
          <Card key={item.title} as="li" heading={item.title} iconSvg={item.iconSvg}>
            <p>{item.description}</p>
          </Card>
        ))}
      </ItemGrid>
    </Section>
  );
}
