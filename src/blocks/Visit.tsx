import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import ContactDetails from "../components/ContactDetails/ContactDetails";
import ActionLinks from "../components/ActionLinks/ActionLinks";

// Visit the campus (split media/text), where Schedule a Tour, Explore Campus and the phone bar's
// Visit lead (/about#visit): the postal address, phone (tel:) and e-mail (mailto:) written out,
// then its buttons (content: the tour request, an e-mail whose subject and body say what to
// include, and directions to the address in a public map service), and a photo beside it. All
// values come from content/site.json, the links and lines made at build time
// (plugins/content-schema/displayFields.ts, actionFields.ts).
export const query = graphql`
  fragment VisitBlock on VisitBlock {
    visit: block {
      id
      heading
      text
      addressLabel
      actions
      photo {
        alt
        img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5) {
          ...PhotoImg
        }
      }
      content {
        site {
          email(key: "visits") {
            address
            href
          }
          phone {
            display
            href
          }
          address {
            lines
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

export default function Visit({ block }: { block: Queries.VisitBlockFragment["visit"] }) {
  const { id, heading, text, addressLabel, actions, photo } = block;
  const { address, phone, email, ui } = block.content.site;
  const details = [
    { label: addressLabel, addressLines: address.lines },
    { label: ui.phoneLabel, text: phone.display, href: phone.href },
    { label: ui.emailLabel, text: email.address, href: email.href },
  ];
  return (
    <Section id={id} heading={heading} intro={text} photo={photo}>
      <ContactDetails items={details} />
      <ActionLinks ids={actions} />
    </Section>
  );
}
