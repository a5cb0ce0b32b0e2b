import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import ProcessSteps from "../sections/admissions/ProcessSteps";
import DeadlineTable from "../sections/admissions/DeadlineTable";
import RequirementsList from "../sections/admissions/RequirementsList";
import ContactBlock from "../sections/admissions/ContactBlock";
import { required } from "../lib/required";

// /admissions: each section reads its own data through its fragment; the page only composes them.
export default function AdmissionsPage({ data }: PageProps<Queries.AdmissionsPageQuery>) {
  return (
    <>
      <PageHero hero={required(data.admissionsPageJson, "content/admissionsPage.json").hero} layout="banner" />
      <ProcessSteps data={data} />
      <DeadlineTable data={data} />
      <RequirementsList data={data} />
      <ContactBlock data={data} />
    </>
  );
}

export const query = graphql`
  query AdmissionsPage {
    ...AdmissionsProcess
    ...AdmissionsDeadlines
    ...AdmissionsRequirements
    ...AdmissionsContact
    admissionsPageJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
        photo {
          origin
        }
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.AdmissionsPageQuery>) {
  const { seo, hero } = required(data.admissionsPageJson, "content/admissionsPage.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo.origin} />;
}
