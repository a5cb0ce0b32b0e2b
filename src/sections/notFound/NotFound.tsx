import { graphql } from "gatsby";
import Container from "../../components/Container/Container";
import SmartLink from "../../components/SmartLink/SmartLink";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./NotFound.module.scss";

// The 404 page body, inside the normal layout: what happened, and the main pages as a way on.
export const query = graphql`
  fragment NotFound on Content {
    notFoundPage {
      eyebrow
      heading
      message
      linksHeading
      links {
        label
        to
        description
      }
      actions
    }
  }
`;

export default function NotFound({ content }: { content: Queries.NotFoundFragment }) {
  const { eyebrow, heading, message, linksHeading, links, actions } = content.notFoundPage;
  return (
    <div className={styles.page}>
      <Container width="narrow">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.message}>{message}</p>
        <h2 className={styles.linksHeading}>{linksHeading}</h2>
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
      </Container>
    </div>
  );
}
