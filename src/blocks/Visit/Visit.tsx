import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import ActionLinks from "../../components/ActionLinks/ActionLinks";

// Visiting the campus (/about#visit, where Schedule a Tour and the phone bar's Visit lead): the
// address, phone and e-mail written out, then its buttons, beside a photo.
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
  const { address, phone, email, ui } = block.content.site;
  const details = [
    { label: block.addressLabel, addressLines: address.lines },
    { label: ui.phoneLabel, text: phone.display, href: phone.href },
    { label: ui.emailLabel, text: email.address, href: email.href },
  ];
  return (
    <Section {...block} intro={block.text}>
      <ContactDetails items={details} />
      <ActionLinks ids={block.actions} />
    </Section>
  );
}
