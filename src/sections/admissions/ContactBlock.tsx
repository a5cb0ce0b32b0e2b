import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./ContactBlock.module.scss";

// How to reach admissions: the e-mail address and phone number written out (people copy them),
// each a mailto:/tel: link, plus the CTA buttons. Every href is built from content/site.json by
// src/lib/links.ts (the page passes them in), never typed here.
export interface ContactDetail {
  label: string; // "E-mail", "Phone" (site.json ui)
  text: string; // what is shown: the address or the display number
  href: string; // mailto:/tel:
}

export interface ContactBlockProps {
  id: string;
  heading: string;
  text: string;
  details: readonly ContactDetail[];
  actions: readonly string[];
}

export default function ContactBlock({ id, heading, text, details, actions }: ContactBlockProps) {
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" className={styles.section}>
      <dl className={styles.details}>
        {details.map((detail) => (
          <div key={detail.href} className={styles.detail}>
            <dt>{detail.label}</dt>
            <dd>
              <a href={detail.href} className={styles.link}>
                {detail.text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <ActionLinks ids={actions} onDark />
    </Section>
  );
}
