import { graphql } from "gatsby";
import PhotoSection from "../../components/PhotoSection/PhotoSection";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./GettingHere.module.scss";

// How to get to the campus, beside a photo: the postal address and where visitors park (both
// content/site.json, said nowhere else), the airports, access for visitors with disabilities,
// then the buttons (the first, "directions", opens the address in the visitor's maps app).
export const query = graphql`
  fragment GettingHereBlock on GettingHereBlock {
    gettingHere: block {
      id
      heading
      intro
      addressLabel
      airportsLabel
      airports {
        name
        code
        note
      }
      accessibilityLabel
      accessibility
      actions
      photo {
        alt
        img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5) {
          ...PhotoImg
        }
      }
      content {
        site {
          name
          address {
            lines
          }
          visitorParking
          ui {
            parkingLabel
          }
        }
      }
    }
  }
`;

export default function GettingHere({ block }: { block: Queries.GettingHereBlockFragment["gettingHere"] }) {
  const { site } = block.content;
  return (
    <PhotoSection id={block.id} heading={block.heading} intro={block.intro} photo={{ alt: block.photo.alt, img: block.photo.img }}>
      <dl className={styles.facts}>
        <div>
          <dt>{block.addressLabel}</dt>
          <dd>
            <address className={styles.address}>
              <span>{site.name}</span>
              {site.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt>{site.ui.parkingLabel}</dt>
          <dd>{site.visitorParking}</dd>
        </div>
        <div>
          <dt>{block.airportsLabel}</dt>
          <dd>
            <ul className={styles.airports}>
              {block.airports.map((airport) => (
                <li key={airport.code}>
                  <strong>{`${airport.name} (${airport.code})`}</strong> {airport.note}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{block.accessibilityLabel}</dt>
          <dd>{block.accessibility}</dd>
        </div>
      </dl>
      <ActionLinks ids={block.actions} />
    </PhotoSection>
  );
}
