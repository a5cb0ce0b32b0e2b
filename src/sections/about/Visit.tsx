import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import { emailAddress, mailtoHref, telHref } from "../../lib/links";
import * as styles from "./Visit.module.scss";

// Visit the campus: postal address, phone (tel:) and e-mail (mailto:) written out, the
// Schedule a Tour CTA, and a photo beside it. All values come from content/site.json through
// the page; the hrefs are built by src/lib/links.ts.
export const query = graphql`
  fragment AboutVisit on Query {
    aboutPageJson {
      visit {
        id
        heading
        text
        addressLabel
        actions
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.5)
        }
      }
    }
    siteJson {
      domain
      emails {
        visits
      }
      phone {
        display
        e164
      }
      address {
        street
        city
        region
        postalCode
      }
      ui {
        emailLabel
        phoneLabel
      }
    }
  }
`;

export default function Visit({ data }: { data: Queries.AboutVisitFragment }) {
  const { id, heading, text, addressLabel, actions, photo } = required(data.aboutPageJson, "content/aboutPage.json").visit;
  const site = required(data.siteJson, "content/site.json");
  const { address } = site;
  const addressLines = [address.street, `${address.city}, ${address.region} ${address.postalCode}`];
  const visitsEmail = emailAddress("visits", site);
  const contacts = [
    { label: site.ui.phoneLabel, text: site.phone.display, href: telHref(site.phone.e164) },
    { label: site.ui.emailLabel, text: visitsEmail, href: mailtoHref(visitsEmail) },
  ];
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.section} aria-labelledby={headingId}>
      <Container>
        <div className={photo ? styles.split : undefined}>
          <div className={styles.text}>
            <SectionHeading id={headingId} heading={heading} intro={text} className={styles.headingBlock} />
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>{addressLabel}</dt>
                <dd>
                  <address className={styles.address}>
                    {addressLines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </dd>
              </div>
              {contacts.map((contact) => (
                <div key={contact.href} className={styles.detail}>
                  <dt>{contact.label}</dt>
                  <dd>
                    <a href={contact.href} className={styles.link}>
                      {contact.text}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
            <ActionLinks ids={actions} />
          </div>
          {photo ? (
            <div className={styles.media}>
              <Photo image={photo.gatsbyImageData} alt={photo.alt} className={styles.image} />
            </div>
          ) : null}
        </div>
      </Container>
    </Reveal>
  );
}
