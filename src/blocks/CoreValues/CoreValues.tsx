import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import ItemGrid from "../../components/ItemGrid/ItemGrid";
import * as styles from "./CoreValues.module.scss";

// The core values (content/coreValues.json) under a centred statement, each a card with its icon.
export const query = graphql`
  fragment CoreValuesBlock on CoreValuesBlock {
    coreValues: block {
      id
      heading
      intro
      content {
        coreValues {
          values {
            title
            description
            iconSvg
          }
        }
      }
    }
  }
`;

export default function CoreValues({ block }: { block: Queries.CoreValuesBlockFragment["coreValues"] }) {
  return (
    <Section {...block} opener="statement">
      <ItemGrid sm={2} lg={4}>
        {block.content.coreValues.values.map((value) => (
          <Card key={value.title} heading={value.title} iconSvg={value.iconSvg} className={styles.card}>
            <p>{value.description}</p>
          </Card>
        ))}
      </ItemGrid>
    </Section>
  );
}
