import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import Hero from "../sections/home/Hero";
import Programs from "../sections/home/Programs";
import Locations from "../sections/home/Locations";
import Clinics from "../sections/home/Clinics";
import Stats from "../sections/home/Stats";
import Stories from "../sections/home/Stories";
import Campus from "../sections/home/Campus";
import Closing from "../sections/home/Closing";

// Home (/): composes the sections; all words come from content/homePage.json and the records,
// with {programCount} already filled in by the GraphQL layer (@fillTokens, src/node/schema.ts).
type Data = Queries.HomePageQuery;

/** The home page's data, or a clear error naming the missing content file. */
function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`content/${file} is missing (no node for the home page query)`);
  return value;
}

export default function HomePage({ data }: PageProps<Data>) {
  const page = required(data.homePageJson, "homePage.json");
  const site = required(data.siteJson, "site.json");
  const programs = required(data.programsJson, "programs.json").programs;
  const stories = required(data.storiesJson, "stories.json").stories;
  const stats = required(data.statsJson, "stats.json").home;
  const { hero, clinics, campus, closing, locations, ui } = { ...page, ui: site.ui };

  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        headline={hero.headline}
        lead={hero.lead}
        image={hero.photo.gatsbyImageData}
        imageAlt={hero.photo.alt}
        actions={hero.actions}
      />
      <Programs
        id={page.programs.id}
        heading={page.programs.heading}
        intro={page.programs.intro}
        learnMoreLabel={page.programs.learnMoreLabel}
        learnMoreAccessibleLabel={page.programs.learnMoreAccessibleLabel}
        programs={programs}
      />
      <Locations
        id={locations.id}
        heading={locations.heading}
        intro={locations.intro}
        items={locations.items}
        actions={locations.actions}
      />
      <Clinics
        id={clinics.id}
        eyebrow={clinics.eyebrow}
        heading={clinics.heading}
        intro={clinics.intro}
        bullets={clinics.bullets}
        image={clinics.photo.gatsbyImageData}
        imageAlt={clinics.photo.alt}
        checkIconSvg={data.checkIcon}
      />
      <Stats
        id={page.stats.id}
        heading={page.stats.heading}
        intro={page.stats.intro}
        items={stats}
      />
      <Stories
        id={page.stories.id}
        heading={page.stories.heading}
        intro={page.stories.intro}
        stories={stories.map((s) => ({
          name: s.name,
          title: s.title,
          program: s.program,
          quote: s.quote,
          image: s.photo.gatsbyImageData,
          alt: s.photo.alt,
        }))}
        labels={ui /* the query selects the carousel's labels (and phoneLabel, which it ignores) */}
        intervalMs={site.behaviour.carouselIntervalMs}
      />
      <Campus
        id={campus.id}
        heading={campus.heading}
        text={campus.text}
        image={campus.photo.gatsbyImageData}
        imageAlt={campus.photo.alt}
        siteName={site.name}
        address={site.address}
        phone={site.phone}
        phoneLabel={ui.phoneLabel}
        actions={campus.actions}
        icons={{ address: data.addressIcon, phone: data.phoneIcon }}
      />
      <Closing
        id={closing.id}
        heading={closing.heading}
        text={closing.text}
        image={closing.photo?.gatsbyImageData}
        actions={closing.actions}
      />
    </>
  );
}

export const query = graphql`
  query HomePage {
    homePageJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        headline
        lead
        actions
        photo {
          alt
          origin
          gatsbyImageData(layout: FULL_WIDTH)
        }
      }
      programs {
        id
        heading
        intro
        learnMoreLabel
        learnMoreAccessibleLabel
      }
      locations {
        id
        heading
        intro
        items {
          name
          description
          iconSvg
        }
        actions
      }
      clinics {
        id
        eyebrow
        heading
        intro
        bullets
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1.25)
        }
      }
      stats {
        id
        heading
        intro
      }
      stories {
        id
        heading
        intro
      }
      campus {
        id
        heading
        text
        actions
        photo {
          alt
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.5, breakpoints: [480, 750, 1080])
        }
      }
      closing {
        id
        heading
        text
        actions
        photo {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366])
        }
      }
    }
    programsJson {
      programs {
        slug
        name
        iconSvg
        color
        summary
      }
    }
    storiesJson {
      stories {
        name
        title
        program
        quote
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 160, aspectRatio: 1, crop: faces)
        }
      }
    }
    # UI icons the sections draw (build-time SVG, src/node/iconSvg.ts)
    checkIcon: iconSvg(name: "CircleCheck")
    addressIcon: iconSvg(name: "MapPin")
    phoneIcon: iconSvg(name: "Phone")
    statsJson {
      home {
        value
        label
      }
    }
    siteJson {
      name
      address {
        street
        city
        region
        postalCode
      }
      phone {
        display
        e164
      }
      ui {
        carouselLabel
        previousSlide
        nextSlide
        goToSlide
        slideOf
        pauseRotation
        startRotation
        phoneLabel
      }
      behaviour {
        carouselIntervalMs
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Data>) {
  const page = data.homePageJson;
  return (
    <Seo
      title={page?.seo.title ?? ""}
      description={page?.seo.description ?? ""}
      pathname={location.pathname}
      preconnect={page?.hero.photo.origin}
    />
  );
}
