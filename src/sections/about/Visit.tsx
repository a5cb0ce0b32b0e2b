import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Visit.module.scss";

// Visit the campus: postal address, phone (tel:) and e-mail (mailto:) written out, the
// Schedule a Tour CTA, and a photo beside it. All values come from content/site.json through
// the page; the hrefs are built by src/lib/links.ts.
export interface VisitContact {
  label: string;
  text: string;
  href: string;
}

export interface VisitProps {
  id: string;
  heading: string;
  text: string;
  addressLabel: string;
  addressLines: readonly string[];
  contacts: readonly VisitContact[];
  actions: readonly string[];
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
}

export default function Visit({ id, heading, text, addressLabel, addressLines, contacts, actions, image, imageAlt }: VisitProps) {
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.section} aria-labelledby={headingId}>
      <Container>
        <div className={image ? styles.split : undefined}>
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
          {image ? (
            <div className={styles.media}>
              <Photo image={image} alt={imageAlt ?? ""} className={styles.image} />
            </div>
          ) : null}
        </div>
      </Container>
    </Reveal>
  );
}
