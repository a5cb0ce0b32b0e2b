import { buildDate, contentNodes, fillTokens, formatYears, tokenCounts, type NodeContext } from "../content-schema";
import { STOCK_PHOTO_TYPE, type PhotoRecord } from "../photos";
import { hasCalendarFile } from "../../src/lib/deadlines";
import { fillTemplate } from "../../src/lib/fillTemplate";
import { breadcrumbTrail } from "../program-pages";
import { ogImageUrl } from "./ogImage";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  programNode,
  type Crumb,
  type JsonLdObject,
  type JsonLdProgram,
  type JsonLdSite,
} from "./jsonLd";
import { documentHead, type HeadSite } from "./documentHead";

// The document head of a program's page (ProgramPageSeo.head), resolved at build time like every page's
// (pageHead.ts): the title and description from content/programPage.json filled with the
// program's own words, its hero photo as the share image, and in the JSON-LD the program as an
// EducationalOccupationalProgram and the page's breadcrumb trail.

export interface HeadProgram extends JsonLdProgram {
  readonly summary: string;
  readonly photo: string;
  readonly cost: { readonly academicYear: string; readonly tuitionAndFees: number };
}

/**
 * A program on its own page as schema.org EducationalOccupationalProgram: the time a full-time
 * student takes (as on /academics), the degree, the application deadline while it is still ahead
 * on `today`, the build's date (as on /academics: a passed or rolling deadline is never claimed),
 * the yearly tuition and fees as an offer, and the university as provider.
 */
export function programPageJsonLd(
  program: HeadProgram,
  site: Pick<JsonLdSite, "siteUrl">,
  deadline: { readonly date?: string | null } | null,
  today: string,
  image?: string,
): JsonLdObject {
  return {
    ...programNode(program, site, deadline && hasCalendarFile(deadline, today) ? deadline.date : null),
    ...(image ? { image } : {}),
    offers: {
      "@type": "Offer",
      category: "Tuition",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: program.cost.tuitionAndFees,
        priceCurrency: "USD",
        unitText: `year (${program.cost.academicYear})`,
      },
    },
  };
}

type CopySite = JsonLdSite & HeadSite & { readonly nav: readonly { readonly label: string; readonly to: string }[] };

/** ProgramPageSeo.head(path, slug): the whole document head of the page of the program with that slug. */
export const programHeadField = {
  type: "DocumentHead!",
  args: {
    path: { type: "String!", description: "The page's path: the page query's $path." },
    slug: { type: "String!", description: "The page's program: the page query's $slug." },
  },
  description: "A program page's <html lang>, title, canonical, meta tags and JSON-LD, ready to print.",
  resolve: async (seo: { title: string; description: string }, args: { path: string; slug: string }, context: NodeContext) => {
    const node = contentNodes("ProgramPageSeo.head", context);
    const site = await node<CopySite>("SiteJson", "content/site.json");
    const { programs } = await node<{ programs: readonly HeadProgram[] }>("ProgramsJson", "content/programs.json");
    const program = programs.find((p) => p.slug === args.slug);
    if (!program) throw new Error(`ProgramPageSeo.head: content/programs.json has no program with slug "${args.slug}"`);
    const { homeLabel } = await node<{ homeLabel: string }>("ProgramPageJson", "content/programPage.json");
    const photo = await node<PhotoRecord>(STOCK_PHOTO_TYPE, `content/photos.json (photo "${program.photo}")`, {
      filter: { key: { eq: program.photo } },
    });
    const deadlines = await node<{ deadlines: readonly { program: string; date?: string | null }[] }>(
      "DeadlinesJson",
      "content/deadlines.json",
    );
    const counts = await tokenCounts(context);
    const values = {
      program: program.name,
      summary: program.summary,
      degree: program.degree,
      duration: formatYears(program.duration.minYears, program.duration.maxYears),
    };
    // The trail the page shows (Program.breadcrumbs), then the page itself.
    const trail: Crumb[] = [
      ...breadcrumbTrail(homeLabel, site.nav).map(({ label, to }) => ({ name: label, path: to })),
      { name: program.name, path: args.path },
    ];
    const image = ogImageUrl(photo);
    return documentHead({
      site,
      title: fillTokens(fillTemplate(seo.title, values), counts),
      description: fillTokens(fillTemplate(seo.description, values), counts),
      path: args.path,
      image: { ogImageUrl: image, alt: photo.alt },
      organization: organizationJsonLd(site),
      jsonLd: [
        programPageJsonLd(program, site, deadlines.deadlines.find((d) => d.program === program.name) ?? null, buildDate(), image),
        breadcrumbJsonLd(trail, site),
      ],
    });
  },
};
