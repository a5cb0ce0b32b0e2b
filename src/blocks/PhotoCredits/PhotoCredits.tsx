import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./PhotoCredits.module.scss";

// The photo credits, where every footer's "Photo Credits" link leads: each photo the site shows
// (Content.photoCredits, plugins/content-schema/photoCredits.ts) with its photographer and licence
// from content/photos.json. One list for the whole site keeps every page's HTML free of it.
export const query = graphql`
  fragment PhotoCreditsBlock on PhotoCreditsBlock {
    photoCredits: block {
      id
      heading
      intro
      content {
        photoCredits {
          key
          alt
          photographer
          photographerUrl
          licence
        }
      }
    }
  }
`;

export default function PhotoCredits({ block }: { block: Queries.PhotoCreditsBlockFragment["photoCredits"] }) {
  return (
    <Section {...block} opener="plain" className={styles.credits}>
      <ul className={styles.list}>
        {block.content.photoCredits.map((credit) => (
          <li key={credit.key}>
            {credit.alt}
            {" — "}
            {credit.photographer ? (
              <>
                {credit.photographerUrl ? (
                  <a href={credit.photographerUrl} rel="noopener noreferrer">
                    {credit.photographer}
                  </a>
                ) : (
                  credit.photographer
                )}
                {", "}
              </>
            ) : null}
            <span className={styles.licence}>{credit.licence}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
