import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import ItemGrid from "../../components/ItemGrid/ItemGrid";
import { required } from "../../lib/required";
import * as styles from "./CoreValues.module.scss";

// The four core values (content/coreValues.json), each a card with its icon.
export const query = graphql`
  fragment AboutCoreValues on Query {
    aboutPageJson {
      values {
        id
        heading
        intro
      }
    }
    coreValuesJson {
      values {
        title
        description
        iconSvg
      }
    }
  }
`;

export default function CoreValues({ data }: { data: Queries.AboutCoreValuesFragment }) {
  const { id, heading, intro } = required(data.aboutPageJson, "content/aboutPage.json").values;
  const { values } = required(data.coreValuesJson, "content/coreValues.json");
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ItemGrid sm={2} lg={4}>
        {values.map((value) => (
          <Card key={value.title} as="li" heading={value.title} iconSvg={value.iconSvg} variant="outline" className={styles.card}>
            <p>{value.description}</p>
          </Card>
        ))}
      </ItemGrid>
    </Section>
  );
}
