import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import ProcessSteps from "../sections/admissions/ProcessSteps";
import DeadlineTable from "../sections/admissions/DeadlineTable";
import RequirementsList from "../sections/admissions/RequirementsList";
import ContactBlock from "../sections/admissions/ContactBlock";
import { emailAddress, mailtoHref, telHref } from "../lib/links";

type Data = Queries.AdmissionsPageQuery;

function required<T>(value: T | null | undefined, what: string): T {
  // Content validation guarantees these files exist; a missing node is a build bug, fail loudly.
  if (value == null) throw new Error(`/admissions: ${what} is missing from the page query`);
  return value;
}

export default function AdmissionsPage({ data }: PageProps<Data>) {
  const page = required(data.admissionsPageJson, "content/admissionsPage.json");
  const site = required(data.siteJson, "content/site.json");
  const steps = required(data.applicationStepsJson, "content/applicationSteps.json").steps;
  const deadlines = required(data.deadlinesJson, "content/deadlines.json").deadlines;
  const requirements = required(data.requirementsJson, "content/requirements.json").requirements;
  const { hero, process, requirements: req, contact } = page;
  const admissionsEmail = emailAddress("admissions", site);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={hero.photo?.gatsbyImageData}
        imageAlt={hero.photo?.alt}
        actions={hero.actions}
      />
      <ProcessSteps id={process.id} heading={process.heading} intro={process.intro} stepLabel={process.stepLabel} steps={steps} />
      <DeadlineTable
        id={page.deadlines.id}
        heading={page.deadlines.heading}
        intro={page.deadlines.intro}
        columns={page.deadlines.columns}
        addToCalendarLabel={page.deadlines.addToCalendarLabel}
        noCalendarLabel={page.deadlines.noCalendarLabel}
        deadlines={deadlines}
      />
      <RequirementsList id={req.id} heading={req.heading} intro={req.intro} iconSvg={req.iconSvg} note={req.note} requirements={requirements} />
      <ContactBlock
        id={contact.id}
        heading={contact.heading}
        text={contact.text}
        details={[
          { label: site.ui.emailLabel, text: admissionsEmail, href: mailtoHref(admissionsEmail) },
          { label: site.ui.phoneLabel, text: site.phone.display, href: telHref(site.phone.e164) },
        ]}
        actions={contact.actions}
      />
    </>
  );
}

export const query = graphql`
  query AdmissionsPage {
    admissionsPageJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        heading
        lead
        actions
        photo {
          origin
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1.33)
        }
      }
      process {
        id
        heading
        intro
        stepLabel
      }
      deadlines {
        id
        heading
        intro
        columns {
          program
          deadline
          status
          calendar
        }
        addToCalendarLabel
        noCalendarLabel
      }
      requirements {
        id
        heading
        intro
        iconSvg
        note
      }
      contact {
        id
        heading
        text
        actions
      }
    }
    applicationStepsJson {
      steps {
        number
        title
        description
      }
    }
    deadlinesJson {
      deadlines {
        program
        deadline
        date(formatString: "YYYY-MM-DD")
        status
      }
    }
    requirementsJson {
      requirements
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

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.admissionsPageJson;
  if (!page) return null;
  return <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} preconnect={page.hero.photo?.origin} />;
}
