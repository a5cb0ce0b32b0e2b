import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import * as styles from "./Locations.module.scss";

// Explore by Location: the beach campus and the online/hybrid option, then Explore All Programs.
export const query = graphql`
  fragment HomeLocations on Query {
    homePageJson {
      locations {
        id
        heading
        intro
        items {
          name
          description
          iconSvg
        }
        actions
      }
    }
  }
`;

export default function Locations({ data }: { data: Queries.HomeLocationsFragment }) {
  const { id, heading, intro, items, actions } = required(data.homePageJson, "content/homePage.json").locations;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ul className={styles.grid}>
        {items.map((item) => (
          <Card key={item.name} as="li" heading={item.name} iconSvg={item.iconSvg} className={styles.card}>
            <p>{item.description}</p>
          </Card>
        ))}
      </ul>
      <ActionLinks ids={actions} className={styles.actions} />
    </Section>
  );
}
