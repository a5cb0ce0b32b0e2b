import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Campus.module.scss";

// Campus Location: a card with an aerial (map-like) photo, the address and phone from
// site.json, a short text and Schedule a Tour.
export interface CampusProps {
  id: string;
  heading: string;
  text: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
  siteName: string;
  address: { street: string; city: string; region: string; postalCode: string };
  phone: { display: string; e164: string };
  phoneLabel: string;
  actions: readonly string[];
  /** Query.iconSvg(name: "MapPin") / (name: "Phone") (src/components/Icon). */
  icons: { address: string; phone: string };
}

export default function Campus({ id, heading, text, image, imageAlt, siteName, address, phone, phoneLabel, actions, icons }: CampusProps) {
  return (
    <Section id={id}>
      <article className={styles.card} aria-labelledby={`${id}-heading`}>
        {image ? (
          <div className={styles.media}>
            <Photo image={image} alt={imageAlt} className={styles.image} />
          </div>
        ) : null}
        <div className={styles.body}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          <address className={styles.address}>
            <span className={styles.line}>
              <Icon svg={icons.address} size={20} className={styles.icon} />
              <span>
                <strong>{siteName}</strong>
                <br />
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </span>
            <span className={styles.line}>
              <Icon svg={icons.phone} size={20} className={styles.icon} />
              <span>
                <span className="visually-hidden">{phoneLabel}: </span>
                <a href={`tel:${phone.e164}`}>{phone.display}</a>
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
