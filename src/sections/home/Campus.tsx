import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import Icon from "../../components/Icon/Icon";
import { required } from "../../lib/required";
import { telHref } from "../../lib/links";
import { addressLines } from "../../lib/address";
import * as styles from "./Campus.module.scss";

// Campus Location: a card with a photo of the place, the address and phone from site.json, a
// short text and Schedule a Tour.
export const query = graphql`
  fragment HomeCampus on Query {
    homePageJson {
      campus {
        id
        heading
        text
        actions
        photo {
          alt
          img(layout: FULL_WIDTH, aspectRatio: 1.5, breakpoints: [480, 750, 1080]) {
            ...PhotoImg
          }
        }
      }
    }
    siteJson {
      name
      address {
        ...PostalAddress
      }
      phone {
        display
        e164
      }
      ui {
        phoneLabel
      }
    }
    addressIcon: iconSvg(name: "MapPin")
    phoneIcon: iconSvg(name: "Phone")
  }
`;

export default function Campus({ data }: { data: Queries.HomeCampusFragment }) {
  const { id, heading, text, actions, photo } = required(data.homePageJson, "content/homePage.json").campus;
  const { name, address, phone, ui } = required(data.siteJson, "content/site.json");
  const [street, locality] = addressLines(address);
  return (
    <Section id={id}>
      <article className={styles.card} aria-labelledby={`${id}-heading`}>
        <div className={styles.media}>
          <Photo image={photo.img} alt={photo.alt} className={styles.image} />
        </div>
        <div className={styles.body}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          <address className={styles.address}>
            <span className={styles.line}>
              <Icon svg={data.addressIcon} size={20} className={styles.icon} />
              <span>
                <strong>{name}</strong>
                <br />
                {street}
                <br />
                {locality}
              </span>
            </span>
            <span className={styles.line}>
              <Icon svg={data.phoneIcon} size={20} className={styles.icon} />
              <span>
                <span className="visually-hidden">{ui.phoneLabel}: </span>
                <a href={telHref(phone.e164)}>{phone.display}</a>
              </span>
            </span>
          </address>
          <p className={styles.text}>{text}</p>
          <ActionLinks ids={actions} />
        </div>
      </article>
    </Section>
  );
}
