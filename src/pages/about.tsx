import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import Story from "../sections/about/Story";
import MissionVision from "../sections/about/MissionVision";
import CoreValues from "../sections/about/CoreValues";
import Figures from "../sections/about/Figures";
import Timeline from "../sections/about/Timeline";
import Visit from "../sections/about/Visit";
import { emailAddress, mailtoHref, telHref } from "../lib/links";

type Data = Queries.AboutPageQuery;

function required<T>(value: T | null | undefined, what: string): T {
  // Content validation guarantees these files exist; a missing node is a build bug, fail loudly.
  if (value == null) throw new Error(`/about: ${what} is missing from the page query`);
  return value;
}

export default function AboutPage({ data }: PageProps<Data>) {
  const page = required(data.aboutPageJson, "content/aboutPage.json");
  const site = required(data.siteJson, "content/site.json");
  const values = required(data.coreValuesJson, "content/coreValues.json").values;
  const entries = required(data.timelineJson, "content/timeline.json").entries;
  const stats = required(data.statsJson, "content/stats.json").about;
  const { hero, story, mission, vision, figures, timeline, visit } = page;
  const visitsEmail = emailAddress("visits", site);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={hero.photo.gatsbyImageData}
        imageAlt={hero.photo.alt}
      />
      <Story id={story.id} heading={story.heading} paragraphs={story.paragraphs} image={story.photo?.gatsbyImageData} imageAlt={story.photo?.alt} />
      <MissionVision mission={mission} vision={vision} />
      <CoreValues id={page.values.id} heading={page.values.heading} intro={page.values.intro} values={values} />
      <Figures id={figures.id} heading={figures.heading} intro={figures.intro} stats={stats} />
      <Timeline id={timeline.id} heading={timeline.heading} intro={timeline.intro} entries={entries} />
      <Visit
        id={visit.id}
        heading={visit.heading}
        text={visit.text}
        addressLabel={visit.addressLabel}
        addressLines={[site.address.street, `${site.address.city}, ${site.address.region} ${site.address.postalCode}`]}
        contacts={[
          { label: site.ui.phoneLabel, text: site.phone.display, href: telHref(site.phone.e164) },
          { label: site.ui.emailLabel, text: visitsEmail, href: mailtoHref(visitsEmail) },
        ]}
        actions={visit.actions}
        image={visit.photo?.gatsbyImageData}
        imageAlt={visit.photo?.alt}
      />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    aboutPageJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        heading
        lead
        photo {
          origin
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1.33)
        }
      }
      story {
        id
        heading
        paragraphs
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.25)
        }
      }
      mission {
        id
        heading
        text
      }
      vision {
        id
        heading
        text
      }
      values {
        id
        heading
        intro
      }
      timeline {
        id
        heading
        intro
      }
      figures {
        id
        heading
        intro
      }
      visit {
        id
        heading
        text
        addressLabel
        actions
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.5)
        }
      }
    }
    coreValuesJson {
      values {
        title
        description
        iconSvg
      }
    }
    timelineJson {
      entries {
        year
        event
      }
    }
    statsJson {
      about {
        value
        label
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
        street
        city
        region
        postalCode
      }
      ui {
        emailLabel
        phoneLabel
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.aboutPageJson;
  if (!page) return null;
  return <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} preconnect={page.hero.photo.origin} />;
}
