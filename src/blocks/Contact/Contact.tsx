import { Fragment } from "react";
import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import PhotoSection from "../../components/PhotoSection/PhotoSection";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Contact.module.scss";

// How to reach the university, with what people copy written out (its e-mail address, phone,
// postal address: content/site.json, the e-mail by the key the block names, ContactBlock.emailLink
// in plugins/pages), then the buttons. Three looks: "band", an ocean band with the e-mail and
// phone beside the prompt (admissions, the library, Campus Safety, ...); "details", the address,
// where to park, phone and e-mail under the prompt beside a photo (/about#visit, with a way on to
// /visit); "directions", how to get to the campus beside a photo: the postal address and where
// visitors park, the airports, access for visitors with disabilities, then the buttons (the first,
// "directions", opens the address in the visitor's maps app: /visit); "address", the university's
// address and phone with icons above the prompt, the photo first (the campus on /).
// Each photo look has its own crop (the fragment names it after the layout).
export const query = graphql`
  fragment ContactBlock on ContactBlock {
    contact: block {
      layout
      id
      heading
      text
      actions
      addressLabel
      airportsLabel
      airports {
        name
        code
        note
      }
      accessibilityLabel
      accessibility
      emailLink {
        address
        href
      }
      photo {
        alt
        details: img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5) {
          ...PhotoImg
        }
        address: img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5, outputPixelDensities: [0.5, 1, 1.25, 2]) {
          ...PhotoImg
        }
      }
      content {
        site {
          ...SiteContact
          visitorParking
          ui {
            emailLabel
            phoneLabel
            parkingLabel
          }
        }
        addressIcon: iconSvg(name: "MapPin")
        phoneIcon: iconSvg(name: "Phone")
      }
    }
  }
`;

type Block = Queries.ContactBlockFragment["contact"];

export default function Contact({ block }: { block: Block }) {
  const { id, heading, text, actions, photo } = block;
  const { name, address, phone, ui } = block.content.site;
  const email = { label: ui.emailLabel, text: block.emailLink?.address, href: block.emailLink?.href };
  const call = { label: ui.phoneLabel, text: phone.display, href: phone.href };
  if (block.layout === "address" && photo) {
    return (
      <PhotoSection id={id} heading={heading} photo={{ alt: photo.alt, img: photo.address }} photoFirst>
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
        <p className={styles.text}>{text}</p>
        <ActionLinks ids={actions} />
      </PhotoSection>
    );
  }
  if (block.layout === "directions" && photo) {
    return (
      <PhotoSection id={id} heading={heading} intro={text} photo={{ alt: photo.alt, img: photo.details }}>
        <dl className={styles.facts}>
          <div>
            <dt>{block.addressLabel}</dt>
            <dd>
              <address className={styles.postal}>
                <span>{name}</span>
                {address.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
          </div>
          <div>
            <dt>{ui.parkingLabel}</dt>
            <dd>{block.content.site.visitorParking}</dd>
          </div>
          <div>
            <dt>{block.airportsLabel}</dt>
            <dd>
              <ul className={styles.airports}>
                {(block.airports ?? []).map((airport) => (
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
        <ActionLinks ids={actions} />
      </PhotoSection>
    );
  }
  if (block.layout === "details") {
    const postal = { label: block.addressLabel ?? "", addressLines: address.lines };
    const parking = { label: ui.parkingLabel, text: block.content.site.visitorParking };
    return (
      <PhotoSection id={id} heading={heading} intro={text} photo={photo ? { alt: photo.alt, img: photo.details } : null}>
        <ContactDetails items={[postal, parking, call, email]} />
        <ActionLinks ids={actions} />
      </PhotoSection>
    );
  }
  return (
    <Section
      id={id}
      heading={heading}
      intro={text}
      tone="ocean"
      className={styles.section}
      aside={
        <>
          <ContactDetails items={[email, call]} onDark className={styles.details} />
          <ActionLinks ids={actions} onDark />
        </>
      }
    />
  );
}
