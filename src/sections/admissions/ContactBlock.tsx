import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import { emailAddress, mailtoHref, telHref } from "../../lib/links";
import * as styles from "./ContactBlock.module.scss";

// How to reach admissions: the e-mail address and phone number written out (people copy them),
// each a mailto:/tel: link, plus the CTA buttons. Every href is built from content/site.json by
// src/lib/links.ts, never typed here.
export const query = graphql`
  fragment AdmissionsContact on Query {
    admissionsPageJson {
      contact {
        id
        heading
        text
        actions
      }
    }
    siteJson {
      domain
      emails {
        admissions
      }
      phone {
        display
        e164
      }
      ui {
        emailLabel
        phoneLabel
      }
    }
  }
`;

export default function ContactBlock({ data }: { data: Queries.AdmissionsContactFragment }) {
  const { id, heading, text, actions } = required(data.admissionsPageJson, "content/admissionsPage.json").contact;
  const site = required(data.siteJson, "content/site.json");
  const email = emailAddress("admissions", site);
  const details = [
    { label: site.ui.emailLabel, text: email, href: mailtoHref(email) },
    { label: site.ui.phoneLabel, text: site.phone.display, href: telHref(site.phone.e164) },
  ];
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" className={styles.section}>
      <ContactDetails items={details} onDark className={styles.details} />
      <ActionLinks ids={actions} onDark />
    </Section>
  );
}
