import { Fragment } from "react";
import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Campus.module.scss";

// The campus (a split, the photo on the left from 1024 px): the address and phone from site.json,
// a short text and its buttons.
export const query = graphql`
  fragment CampusBlock on CampusBlock {
    campus: block {
      id
      heading
      text
      actions
      photo {
        alt
        img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5, outputPixelDensities: [0.5, 1, 1.25, 2]) {
          ...PhotoImg
        }
      }
      content {
        site {
          ...SiteContact
          ui {
            phoneLabel
          }
        }
        addressIcon: iconSvg(name: "MapPin")
        phoneIcon: iconSvg(name: "Phone")
      }
    }
  }
`;

export default function Campus({ block }: { block: Queries.CampusBlockFragment["campus"] }) {
  const { name, address, phone, ui } = block.content.site;
  return (
    <Section {...block} photoFirst>
      <address className={styles.address}>
        <span className={styles.line}>
          <Icon svg={block.content.addressIcon} size={20} className={styles.icon} />
          <span>
            <strong>{name}</strong>
            {address.lines.map((line) => (
              <Fragment key={line}>
                <br />
                {line}
              </Fragment>
            ))}
          </span>
        </span>
        <span className={styles.line}>
          <Icon svg={block.content.phoneIcon} size={20} className={styles.icon} />
          <span>
            <span className="visually-hidden">{ui.phoneLabel}: </span>
            <a href={phone.href}>{phone.display}</a>
          </span>
        </span>
      </address>
      <p className={styles.text}>{block.text}</p>
      <ActionLinks ids={block.actions} />
    </Section>
  );
}
