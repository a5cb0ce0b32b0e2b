import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Locations.module.scss";

// Explore by Location: the beach campus and the online/hybrid option as two short entries (a plain
// list: cards would add nothing), then Explore All Programs.
export const query = graphql`
  fragment HomeLocations on Content {
    homePage {
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

export default function Locations({ content }: { content: Queries.HomeLocationsFragment }) {
  const { id, heading, intro, items, actions } = content.homePage.locations;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ul className={styles.places}>
        {items.map((item) => (
          <li key={item.name} className={styles.place}>
            <span className={styles.icon}>
              <Icon svg={item.iconSvg} size={24} />
            </span>
            <div>
              <h3 className={styles.name}>{item.name}</h3>
              <p className={styles.description}>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <ActionLinks ids={actions} className={styles.actions} />
    </Section>
  );
}
