import { graphql } from "gatsby";
import PageHero from "../../components/PageHero/PageHero";
import Band from "../../components/Band/Band";
import SmartLink from "../../components/SmartLink/SmartLink";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./NotFound.module.scss";

// The 404 page body, inside the normal layout: what happened in the page's opening band (photo
// first on phones, as on every page), then the main pages as a way on.
export const query = graphql`
  fragment NotFound on Content {
    notFoundPage {
      eyebrow
      heading
      message
      photo {
        ...HeroPhoto
      }
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
  const { eyebrow, heading, message, photo, linksHeading, links, actions } = content.notFoundPage;
  return (
    <>
      <PageHero hero={{ eyebrow, heading, lead: message, photo }} tone="sand" />
      <Band>
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
      </Band>
    </>
  );
}
