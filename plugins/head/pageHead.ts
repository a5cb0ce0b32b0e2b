import { buildDate, contentNodes, fillTokens, formatYears, tokenCounts, type NodeContext } from "../content-schema";
import { type PhotoRecord, STOCK_PHOTO_TYPE } from "../photos";
import { breadcrumbTrail } from "../pages";
import { fillTemplate } from "../../src/lib/fillTemplate";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  programJsonLd,
  programPageJsonLd,
  webPageJsonLd,
  type Crumb,
  type HeadProgram,
  type JsonLdDeadline,
  type JsonLdProgram,
  type JsonLdSite,
} from "./jsonLd";
import { documentHead, ogImageUrl, type HeadSite } from "./documentHead";

// Each page's whole document head, resolved at build time (PageSeo.head; a program's page:
// ProgramPageSeo.head): the Head component, which Gatsby also runs in the browser, only prints it
// (src/components/Seo).

/** The object types PageSeo.head returns. */
export const HEAD_TYPE_DEFS = `
  "A page's document head (PageSeo.head), resolved at build time: the Head component prints it."
  type DocumentHead {
    "<html lang>: the language of site.json's locale."
    lang: String!
    "The tab and search-result title, with the site's short name."
    title: String!
    "The page's one URL; null on a noindex page."
    canonical: String
    "Description, robots, theme-color, Open Graph and Twitter tags, in document order."
    meta: [HeadMeta!]!
    "The JSON-LD graph, serialized for an inline script."
    jsonLd: String!
  }

  "One <meta> tag: name (plain and Twitter tags) or property (Open Graph), and its content."
  type HeadMeta {
    name: String
    property: String
    content: String!
  }

  "Schema.org objects a page adds to the university's in its JSON-LD graph (PageSeo.head)."
  enum PageJsonLd {
    "One EducationalOccupationalProgram per record of content/programs.json, anchored on the page, with its applicationDeadline while it is ahead."
    PROGRAMS
  }

`;

/** Values of the PageJsonLd enum: schema.org objects a page adds to the university's. */
export type PageJsonLd = "PROGRAMS";

interface PageHeadArgs {
  path: string;
  noindex?: boolean | null;
  jsonLd?: readonly PageJsonLd[] | null;
  /** A paged list's slice (the page context's skip and limit): its programs alone go in the JSON-LD. */
  skip?: number | null;
  limit?: number | null;
  /** A paged list's later page: its title pattern, "{title}, page {page}". */
  pageTitle?: string | null;
}

type Site = JsonLdSite & HeadSite;

/** A photo of content/photos.json as the share image: its 1200x630 crop and alt text. */
async function shareImage(node: ReturnType<typeof contentNodes>, key: string) {
  const photo = await node<PhotoRecord>(STOCK_PHOTO_TYPE, `content/photos.json (photo "${key}")`, { filter: { key: { eq: key } } });
  return { ogImageUrl: ogImageUrl(photo), alt: photo.alt };
}

/**
 * PageSeo.head(path, noindex, jsonLd): the page's whole document head (documentHead.ts). The share
 * image is the home page's hero photo, so changing that photo changes every card.
 */
export const pageHeadField = {
  type: "DocumentHead!",
  args: {
    path: { type: "String!", description: "The page's path: the page query's $path." },
    noindex: { type: "Boolean", defaultValue: false, description: "Keep the page out of search engines (the 404 page)." },
    jsonLd: { type: "[PageJsonLd!]", defaultValue: [], description: "The page's own schema.org objects, after the university's." },
    skip: { type: "Int", defaultValue: 0, description: "A paged list's page: the programs before its own (PROGRAMS lists only its own)." },
    limit: { type: "Int", description: "A paged list's page: how many programs a page shows." },
    pageTitle: { type: "String", description: 'A paged list\'s later page: its title, "{title}, page {page}".' },
  },
  description: "The page's <html lang>, title, canonical, meta tags and JSON-LD, ready to print.",
  resolve: async (seo: { title: string; description: string }, args: PageHeadArgs, context: NodeContext) => {
    const node = contentNodes("PageSeo.head", context);
    const site = await node<Site>("SiteJson", "content/site.json");
    // The share image of every page is the home page's hero photo (its first hero block).
    const home = await node<{ blocks: ReadonlyArray<{ type: string; photo?: string }> }>("PageJson", 'the page with path "/"', {
      filter: { path: { eq: "/" } },
    });
    const homePhoto = home.blocks.find((block) => block.type === "hero")?.photo;
    if (!homePhoto)
      throw new Error('PageSeo.head: the home page (path "/") has no hero block with a photo: its photo is every page\'s share image');
    const counts = await tokenCounts(context);
    const ownTitle = fillTokens(seo.title, counts);
    const skip = args.skip ?? 0;
    const pageNumber = args.limit ? Math.floor(skip / args.limit) + 1 : 1;
    const title = args.pageTitle ? args.pageTitle.replace("{title}", ownTitle).replace("{page}", String(pageNumber)) : ownTitle;
    const description = fillTokens(seo.description, counts);
    // Every indexed page says what it is (WebPage) and where it sits (BreadcrumbList: Home, then the page).
    const homeCrumb = { name: "Home", path: "/" };
    const jsonLd = args.noindex
      ? []
      : [
          webPageJsonLd(site, args.path, title, description),
          breadcrumbJsonLd(args.path === "/" ? [homeCrumb] : [homeCrumb, { name: title, path: args.path }], site),
        ];
    if (args.jsonLd?.includes("PROGRAMS")) {
      const { programs } = await node<{ programs: readonly JsonLdProgram[] }>("ProgramsJson", "content/programs.json");
      const { deadlines } = await node<{ deadlines: readonly JsonLdDeadline[] }>("DeadlinesJson", "content/deadlines.json");
      const shown = programs.slice(skip, args.limit ? skip + args.limit : undefined);
      jsonLd.push(...programJsonLd(shown, site, deadlines, buildDate()));
    }
    return documentHead({
      site,
      title,
      description,
      path: args.path,
      image: await shareImage(node, homePhoto),
      organization: organizationJsonLd(site),
      jsonLd,
      noindex: args.noindex ?? false,
    });
  },
};

/**
 * ProgramPageSeo.head(path, slug): the head of the page of the program with that slug: the title
 * and description from content/programPage.json filled with the program's own words, its hero
 * photo as the share image, and in the JSON-LD the program as an EducationalOccupationalProgram
 * and the page's breadcrumb trail.
 */
export const programHeadField = {
  type: "DocumentHead!",
  args: {
    path: { type: "String!", description: "The page's path: the page query's $path." },
    slug: { type: "String!", description: "The page's program: the page query's $slug." },
  },
  description: "A program page's <html lang>, title, canonical, meta tags and JSON-LD, ready to print.",
  resolve: async (seo: { title: string; description: string }, args: { path: string; slug: string }, context: NodeContext) => {
    const node = contentNodes("ProgramPageSeo.head", context);
    const site = await node<Site & { nav: readonly { label: string; to: string }[] }>("SiteJson", "content/site.json");
    const { programs } = await node<{ programs: readonly HeadProgram[] }>("ProgramsJson", "content/programs.json");
    const program = programs.find((p) => p.slug === args.slug);
    if (!program) throw new Error(`ProgramPageSeo.head: content/programs.json has no program with slug "${args.slug}"`);
    const { homeLabel } = await node<{ homeLabel: string }>("ProgramPageJson", "content/programPage.json");
    const { deadlines } = await node<{ deadlines: readonly JsonLdDeadline[] }>("DeadlinesJson", "content/deadlines.json");
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
    const image = await shareImage(node, program.photo);
    const deadline = deadlines.find((d) => d.program === program.name) ?? null;
    return documentHead({
      site,
      title: fillTokens(fillTemplate(seo.title, values), counts),
      description: fillTokens(fillTemplate(seo.description, values), counts),
      path: args.path,
      image,
      organization: organizationJsonLd(site),
      jsonLd: [programPageJsonLd(program, site, deadline, buildDate(), image.ogImageUrl), breadcrumbJsonLd(trail, site)],
    });
  },
};
