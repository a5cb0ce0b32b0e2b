import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import ProgramList from "../sections/academics/ProgramList";
import WhyChoose from "../sections/academics/WhyChoose";
import ClosingCta from "../sections/academics/ClosingCta";

type Data = Queries.AcademicsPageQuery;

function required<T>(value: T | null | undefined, what: string): T {
  // Content validation guarantees these files exist; a missing node is a build bug, fail loudly.
  if (value == null) throw new Error(`/academics: ${what} is missing from the page query`);
  return value;
}

export default function AcademicsPage({ data }: PageProps<Data>) {
  const page = required(data.academicsPageJson, "content/academicsPage.json");
  const programs = required(data.programsJson, "content/programs.json").programs;
  const { hero, whyChoose, closing } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={hero.photo.gatsbyImageData}
        imageAlt={hero.photo.alt}
        actions={hero.actions}
      />
      <ProgramList
        id={page.programs.id}
        heading={page.programs.heading}
        intro={page.programs.intro}
        durationLabel={page.programs.durationLabel}
        degreeLabel={page.programs.degreeLabel}
        programs={programs}
      />
      <WhyChoose id={whyChoose.id} heading={whyChoose.heading} intro={whyChoose.intro} points={whyChoose.points} />
      <ClosingCta id={closing.id} heading={closing.heading} text={closing.text} actions={closing.actions} />
    </>
  );
}

export const query = graphql`
  query AcademicsPage {
    academicsPageJson {
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
      programs {
        id
        heading
        intro
        durationLabel
        degreeLabel
      }
      whyChoose {
        id
        heading
        intro
        points {
          title
          description
        }
      }
      closing {
        id
        heading
        text
        actions
      }
    }
    programsJson {
      programs {
        slug
        name
        iconSvg
        color
        description
        duration {
          minYears
          maxYears
        }
        degree
      }
      jsonLd(path: "/academics")
    }
  }
`;

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.academicsPageJson;
  if (!page) return null;
  // One EducationalOccupationalProgram per record, so search engines can list the programs; built at
  // build time (ProgramsJson.jsonLd, src/lib/seo/jsonLd.ts programJsonLd), not in the browser.
  const jsonLd = data.programsJson?.jsonLd ?? [];
  return <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} jsonLd={jsonLd} preconnect={page.hero.photo.origin} />;
}
