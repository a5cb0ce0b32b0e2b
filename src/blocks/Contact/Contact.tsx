import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Contact.module.scss";

// Who to reach (admissions, the library, Campus Safety, ...): a split, the prompt on the left, and
// beside it the e-mail address and phone number written out (people copy them), then the buttons.
export const query = graphql`
  fragment ContactBlock on ContactBlock {
    contact: block {
      emailLink {
        address
        href
      }
      id
      heading
      text
      actions
      content {
        site {
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
    }
  }
`;

export default function Contact({ block }: { block: Queries.ContactBlockFragment["contact"] }) {
  const { phone, ui } = block.content.site;
  const email = block.emailLink;
  const details = [
    { label: ui.emailLabel, text: email.address, href: email.href },
    { label: ui.phoneLabel, text: phone.display, href: phone.href },
  ];
  return (
    <Section
      {...block}
      intro={block.text}
      tone="ocean"
      className={styles.section}
      aside={
        <>
          <ContactDetails items={details} onDark className={styles.details} />
          <ActionLinks ids={block.actions} onDark />
        </>
      }
    />
  );
}
