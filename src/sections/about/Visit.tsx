import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import { emailAddress, mailtoHref, telHref } from "../../lib/links";
import { addressLines } from "../../lib/address";

// Visit the campus (split media/text): postal address, phone (tel:) and e-mail (mailto:) written
// out, the Schedule a Tour CTA, and a photo beside it. All values come from content/site.json through
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
          img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5) {
            ...PhotoImg
          }
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
        ...PostalAddress
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
  const visitsEmail = emailAddress("visits", site);
  const details = [
    { label: addressLabel, addressLines: addressLines(site.address) },
    { label: site.ui.phoneLabel, text: site.phone.display, href: telHref(site.phone.e164) },
    { label: site.ui.emailLabel, text: visitsEmail, href: mailtoHref(visitsEmail) },
  ];
  return (
    <Section id={id} heading={heading} intro={text} photo={photo}>
      <ContactDetails items={details} />
      <ActionLinks ids={actions} />
    </Section>
  );
}
