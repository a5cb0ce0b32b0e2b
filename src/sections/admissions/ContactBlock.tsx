import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./ContactBlock.module.scss";

// How to reach admissions: the e-mail address and phone number written out (people copy them),
// each a mailto:/tel: link, plus the CTA buttons. Every href is made from content/site.json at
// build time (plugins/content-schema/displayFields.ts), never typed here.
export const query = graphql`
  fragment AdmissionsContact on Content {
    admissionsPage {
      contact {
        id
        heading
        text
        actions
      }
    }
    site {
      email(key: "admissions") {
        address
        href
      }
      phone {
        display
        href
      }
      ui {
        emailLabel
        phoneLabel
      }
    }
  }
`;

export default function ContactBlock({ content }: { content: Queries.AdmissionsContactFragment }) {
  const { id, heading, text, actions } = content.admissionsPage.contact;
  const { email, phone, ui } = content.site;
  const details = [
    { label: ui.emailLabel, text: email.address, href: email.href },
    { label: ui.phoneLabel, text: phone.display, href: phone.href },
  ];
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" className={styles.section}>
      <ContactDetails items={details} onDark className={styles.details} />
      <ActionLinks ids={actions} onDark />
    </Section>
  );
}
