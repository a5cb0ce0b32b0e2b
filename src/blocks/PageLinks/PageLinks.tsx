import { graphql } from "gatsby";
import Band from "../../components/Band/Band";
import SmartLink from "../../components/SmartLink/SmartLink";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./PageLinks.module.scss";

// A way on (the 404 page): pages to go to, each with a line of description, then buttons.
export const query = graphql`
  fragment PageLinksBlock on PageLinksBlock {
    pageLinks: block {
      heading
      links {
        label
        to
        description
      }
      actions
    }
  }
`;

export default function PageLinks({ block }: { block: Queries.PageLinksBlockFragment["pageLinks"] }) {
  const { heading, links, actions } = block;
  return (
    <Band>
      <h2 className={styles.linksHeading}>{heading}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <SmartLink to={link.to} className={styles.link}>
              <span className={styles.label}>{link.label}</span>
              <span className={styles.description}>{link.description}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <ActionLinks ids={actions} />
    </Band>
  );
}
