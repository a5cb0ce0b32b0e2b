import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import ProgramList from "../sections/academics/ProgramList";
import WhyChoose from "../sections/academics/WhyChoose";
import ClosingCta from "../sections/academics/ClosingCta";
import { required } from "../lib/required";

// /academics: each section reads its own data through its fragment; the page only composes them.
export default function AcademicsPage({ data }: PageProps<Queries.AcademicsPageQuery>) {
  return (
    <>
      <PageHero hero={required(data.academicsPageJson, "content/academicsPage.json").hero} />
      <ProgramList data={data} />
      <WhyChoose data={data} />
      <ClosingCta data={data} />
    </>
  );
}

export const query = graphql`
  query AcademicsPage {
    ...AcademicsProgramList
    ...AcademicsWhyChoose
    ...AcademicsClosing
    academicsPageJson {
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
    programsJson {
      jsonLd(path: "/academics")
    }
  }
`;

// The programs' JSON-LD (one EducationalOccupationalProgram each) is built at build time
// (ProgramsJson.jsonLd, src/lib/seo/jsonLd.ts), so search engines can list them.
export function Head({ data, location }: HeadProps<Queries.AcademicsPageQuery>) {
  const { seo, hero } = required(data.academicsPageJson, "content/academicsPage.json");
  const { jsonLd } = required(data.programsJson, "content/programs.json");
  return (
    <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo.origin} jsonLd={jsonLd} />
  );
}
