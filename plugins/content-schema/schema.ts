import fs from "fs";
import path from "path";
import { Kind, defaultFieldResolver, parse, print, visit, type GraphQLFieldResolver, type TypeNode } from "graphql";
import type { CreateNodeArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, Node } from "gatsby";
import { COUNTED_RECORDS, COUNTED_RECORD_NAMES, fillTokens, type TokenCounts } from "../../src/lib/text";
import { getGatsbyImageResolver } from "gatsby-plugin-image/graphql-utils";
import { stockPhotoImageData, type StockPhotoImageArgs, type StockPhotoSourceData } from "../../src/lib/photos/imageData";
import { photoImgAttributes, photoImgTypeDef } from "../../src/lib/photos/imgAttributes";
import { HERO_QUALITY } from "../../src/lib/photos/urlBuilders";
import { contentResolvers, contentTypeDef } from "./contentRoot";
import { DISPLAY_TYPE_DEFS, displayResolvers } from "./displayFields";
import { actionResolvers } from "./actionFields";
import { photoCreditsResolvers } from "./photoCredits";
import { iconSvg } from "./iconSvg";
import { generateTypeDefs, type JsonSchema, type TypeGenOptions } from "./graphqlTypes";
import { ogImageUrl } from "../../src/lib/seo/ogImage";
import { organizationJsonLd, programJsonLd, type JsonLdProgram, type JsonLdSite } from "../../src/lib/seo/jsonLd";
import { documentHead, type HeadSite } from "../../src/lib/seo/documentHead";
import { lockupLines } from "../../src/lib/lockup";
import { ctaHref, emailAddress, findCta, mailtoHref, telHref, type CtaLike, type SiteContactLike } from "../../src/lib/links";

// The GraphQL layer: explicit types generated from content/schemas/*.schema.json
// (plugins/content-schema/graphqlTypes.ts), one StockPhoto node per photos.json record, and the fields computed in
// code (StockPhoto.gatsbyImageData and the <img> attributes made of it, each page's document head
// with its share image and JSON-LD, the nav's links), Query.content (plugins/content-schema/contentRoot.ts) and
// the display values (plugins/content-schema/displayFields.ts).

/** Where the JSON Schemas live. Resolved from the project root (Gatsby's cwd), not __dirname:
 * Gatsby compiles gatsby-node.ts and this module into .cache/compiled. */
export const SCHEMA_DIR = path.resolve("content", "schemas");

/** Every *.schema.json of `dir`, parsed, by file name. */
export function readSchemas(dir: string = SCHEMA_DIR): Map<string, JsonSchema> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort();
  return new Map(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as JsonSchema]));
}

/** How photos are tied together: photo keys link to StockPhoto nodes, children of the PhotosJson node. */
export const PHOTO_TYPES: TypeGenOptions = {
  links: { photo: { type: "StockPhoto", by: "key" } },
  childNodes: { StockPhoto: { parent: "PhotosJson", by: "key" } },
};

/** The type definitions Gatsby gets: generated from the schemas, with `@fillTokens` on content strings. */
export function contentTypeDefs(dir: string = SCHEMA_DIR): string {
  return withTokenFilling(generateTypeDefs(readSchemas(dir), PHOTO_TYPES));
}

/**
 * `@iconSvg(from: "icon")` on a String field: the SVG markup of the icon named by the sibling field
 * `from` (plugins/content-schema/iconSvg.ts), so icons are drawn at build time and ship no JavaScript. The
 * generator (plugins/content-schema/graphqlTypes.ts) adds `iconSvg` beside every field that names an icon.
 */
export const iconSvgExtension = {
  name: "iconSvg",
  args: { from: { type: "String!" } },
  extend(options: { from: string }) {
    return {
      resolve(source: Record<string, unknown>) {
        const name = source[options.from];
        if (name === undefined || name === null) return null; // an optional icon left out
        if (typeof name !== "string") throw new Error(`@iconSvg: field "${options.from}" is not a string`);
        return iconSvg(name);
      },
    };
  },
};

/**
 * `@fillTokens` on a String field: content may say "{programCount}" (or any token of src/lib/text.ts) anywhere (the validator allows
 * no other token outside fields that declare their own with "x-tokens"), and the GraphQL layer
 * fills it from the records at build time. Pages and <Seo> print what they are given, so no token
 * code ships to the browser, and a token can never leak from a field a page forgot to fill.
 */
interface TokenContext {
  nodeModel: { findOne(args: { query: object; type: string }): Promise<unknown> };
}

/** How many records each counted set has (src/lib/text.ts COUNTED_RECORDS), read from the nodes. */
export async function tokenCounts(context: TokenContext): Promise<TokenCounts> {
  const counts = {} as TokenCounts;
  for (const stem of COUNTED_RECORD_NAMES) {
    const { file, list, nodeType } = COUNTED_RECORDS[stem];
    const doc = (await context.nodeModel.findOne({ query: {}, type: nodeType })) as Record<string, unknown> | null;
    const items = doc?.[list];
    // Content validation requires every file first; this only guards a direct call.
    if (!Array.isArray(items)) throw new Error(`@fillTokens: content/${file} is missing (no ${nodeType} node)`);
    counts[stem] = items.length;
  }
  return counts;
}

export const fillTokensExtension = {
  name: "fillTokens",
  extend(_options: unknown, previous: { resolve?: GraphQLFieldResolver<unknown, TokenContext> }) {
    const resolveRaw = previous.resolve ?? defaultFieldResolver;
    return {
      async resolve(...args: Parameters<GraphQLFieldResolver<unknown, TokenContext>>) {
        const value = await resolveRaw(...args);
        const hasToken = (v: unknown) => typeof v === "string" && v.includes("{");
        if (!(hasToken(value) || (Array.isArray(value) && value.some(hasToken)))) return value;
        const counts = await tokenCounts(args[2]);
        const fill = (v: unknown) => (typeof v === "string" ? fillTokens(v, counts) : v);
        return Array.isArray(value) ? value.map(fill) : fill(value);
      },
    };
  },
};

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/** The type definitions with `@fillTokens` on every String field of content that has no other directive. */
export function withTokenFilling(typeDefs: string): string {
  const doc = visit(parse(typeDefs), {
    ObjectTypeDefinition(node) {
      // Photo records hold URLs and keys, not copy, and get resolvers of their own (photoResolvers).
      if (node.name.value === STOCK_PHOTO_TYPE) return undefined;
      const fields = node.fields?.map((field) =>
        namedType(field.type) === "String" && !field.directives?.length
          ? { ...field, directives: [{ kind: Kind.DIRECTIVE, name: { kind: Kind.NAME, value: fillTokensExtension.name }, arguments: [] }] }
          : field,
      );
      return { ...node, fields };
    },
  });
  return print(doc);
}

export function customizeSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension(iconSvgExtension);
  actions.createFieldExtension(fillTokensExtension);
  actions.createTypes(contentTypeDefs());
  actions.createTypes([COMPUTED_TYPE_DEFS, photoImgTypeDef(), DISPLAY_TYPE_DEFS, contentTypeDef(readSchemas())].join("\n"));
}

/**
 * Object types of fields computed in code (createResolvers below), which no content schema
 * describes: the nav bar's resolved call to action and the mobile menu's contact lines.
 */
export const COMPUTED_TYPE_DEFS = `
  "A resolved link of the nav bar (SiteJson.navAction)."
  type NavAction {
    label: String!
    href: String!
  }

  "A call to action of content/site.json with its link resolved (SiteJson.resolvedCallsToAction)."
  type ResolvedCallToAction {
    id: String!
    label: String!
    href: String!
    "What the link opens: a page of the site (page), an e-mail (email), a phone call (phone) or another site (external)."
    kind: String!
  }

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
    "One EducationalOccupationalProgram per record of content/programs.json, anchored on the page."
    PROGRAMS
  }

  "A contact line of the mobile menu (SiteJson.menuContact)."
  type ContactLine {
    label: String!
    value: String!
    href: String!
  }
`;

/** One content/photos.json record (validated against content/schemas/photos.schema.json). */
export interface PhotoRecord {
  key: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  photographer?: string;
  photographerUrl?: string;
  source: "unsplash" | "pexels";
  licence: string;
  dominantColor: string;
  crop?: "faces" | "entropy";
  focalPoint: { x: number; y: number };
}

export const STOCK_PHOTO_TYPE = "StockPhoto";

/** Turns the PhotosJson node into one StockPhoto node per record, children of the file's node. */
export function createPhotoNodes({ node, actions, createNodeId, createContentDigest, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "PhotosJson") return;
  const records = (node as Node & { photos?: PhotoRecord[] }).photos ?? [];
  // JSON Schema can't say "keys unique"; two records with one key would silently become one node.
  const seen = new Set<string>();
  for (const [index, record] of records.entries()) {
    if (seen.has(record.key)) {
      reporter.panicOnBuild(`content/photos.json photos[${index}]: key "${record.key}" is used twice; photo keys must be unique`);
      return;
    }
    seen.add(record.key);
    const photoNode = {
      ...record,
      id: createNodeId(`${STOCK_PHOTO_TYPE} ${record.key}`),
      parent: node.id,
      children: [],
      internal: { type: STOCK_PHOTO_TYPE, contentDigest: createContentDigest(record) },
    };
    void actions.createNode(photoNode);
    actions.createParentChildLink({ parent: node, child: photoNode });
  }
}

type StockPhotoExtraArgs = Pick<StockPhotoImageArgs, "crop" | "quality">;

/** The StockPhoto.gatsbyImageData field (same args as a local image's, plus crop and quality). */
export const gatsbyImageDataField = getGatsbyImageResolver<StockPhotoSourceData, unknown, StockPhotoExtraArgs>(
  (photo, args) => stockPhotoImageData(photo, args),
  {
    crop: { type: "StockPhotoCrop", description: "Overrides the photo's crop focus (faces, entropy)." },
    quality: { type: "Int", description: "JPEG/AVIF/WebP quality for Unsplash (q); default 70." },
  },
);

/**
 * StockPhoto.img: the same arguments as gatsbyImageData, answered with the attributes of the plain
 * <img> the Photo component prints (src/lib/photos/imgAttributes.ts), so the browser computes
 * nothing and image data a plain <img> can't show stops the build here.
 */
export const photoImgField = {
  type: "PhotoImg!",
  args: {
    ...gatsbyImageDataField.args,
    hero: {
      type: "Boolean",
      defaultValue: false,
      description: `The page's largest paint: loaded eagerly and first, at quality ${HERO_QUALITY} (src/lib/photos/urlBuilders.ts HERO_QUALITY).`,
    },
  },
  description: "The photo as a plain <img>: src, srcSet, sizes, width/height, fill colour, focal point.",
  resolve: (photo: StockPhotoSourceData, { hero, ...args }: StockPhotoImageArgs & { hero?: boolean | null }) =>
    photoImgAttributes(stockPhotoImageData(photo, hero ? { ...args, quality: HERO_QUALITY } : args), { hero: Boolean(hero) }),
};

/** StockPhoto.origin: the CDN origin (for a preconnect hint in the page head). */
export const photoOriginField = {
  type: "String!",
  description: "Origin of the photo's CDN URL (https://host), for <link rel=preconnect>.",
  resolve: (photo: { url: string }) => new URL(photo.url).origin,
};

interface NodeModelLike {
  findOne(args: { query: Record<string, unknown>; type: string }): Promise<unknown>;
}

/** The one node of a content file's type; content validation guarantees it, this names the file if not. */
async function contentNode<T>(
  context: { nodeModel: NodeModelLike },
  type: string,
  file: string,
  query: Record<string, unknown> = {},
): Promise<T> {
  const node = (await context.nodeModel.findOne({ query, type })) as T | null;
  if (!node) throw new Error(`PageSeo.head: ${file} is missing (no ${type} node)`);
  return node;
}

/** Values of the PageJsonLd enum: schema.org objects a page adds to the university's. */
export type PageJsonLd = "PROGRAMS";

export interface PageHeadArgs {
  path: string;
  noindex?: boolean | null;
  jsonLd?: readonly PageJsonLd[] | null;
}

/**
 * PageSeo.head(path, noindex, jsonLd): the page's whole document head (src/lib/seo/documentHead.ts),
 * resolved at build time so the Head component, which Gatsby also runs in the browser, only prints
 * it. The share image is the home page's hero photo, so changing that photo changes every card.
 */
export const pageHeadField = {
  type: "DocumentHead!",
  args: {
    path: { type: "String!", description: "The page's path: the page query's $path." },
    noindex: { type: "Boolean", defaultValue: false, description: "Keep the page out of search engines (the 404 page)." },
    jsonLd: { type: "[PageJsonLd!]", defaultValue: [], description: "The page's own schema.org objects, after the university's." },
  },
  description: "The page's <html lang>, title, canonical, meta tags and JSON-LD, ready to print.",
  resolve: async (
    seo: { title: string; description: string },
    args: PageHeadArgs,
    context: TokenContext & { nodeModel: NodeModelLike },
  ) => {
    const site = await contentNode<JsonLdSite & HeadSite>(context, "SiteJson", "content/site.json");
    const home = await contentNode<{ hero: { photo: string } }>(context, "HomePageJson", "content/homePage.json");
    const photo = await contentNode<PhotoRecord>(context, STOCK_PHOTO_TYPE, `content/photos.json (photo "${home.hero.photo}")`, {
      filter: { key: { eq: home.hero.photo } },
    });
    const counts = await tokenCounts(context);
    const jsonLd = [];
    if (args.jsonLd?.includes("PROGRAMS")) {
      const { programs } = await contentNode<{ programs: readonly JsonLdProgram[] }>(context, "ProgramsJson", "content/programs.json");
      jsonLd.push(...programJsonLd(programs, site, args.path));
    }
    return documentHead({
      site,
      title: fillTokens(seo.title, counts),
      description: fillTokens(seo.description, counts),
      path: args.path,
      image: { ogImageUrl: ogImageUrl(photo), alt: photo.alt },
      organization: organizationJsonLd(site),
      jsonLd,
      noindex: args.noindex ?? false,
    });
  },
};

type NavSite = SiteContactLike & {
  headerAction: string;
  callsToAction: readonly (CtaLike & { label: string })[];
  phone: { e164: string; display: string };
  ui: { phoneLabel: string; emailLabel: string };
};

/** SiteJson.navAction: the nav bar's call to action (headerAction) as label + href, resolved at build time. */
export const navActionField = {
  type: "NavAction!",
  description: "The call to action of the nav bar and mobile menu, resolved from headerAction.",
  resolve: (site: NavSite) => {
    const cta = findCta(site.callsToAction, site.headerAction);
    return { label: cta.label, href: ctaHref(cta, site) };
  },
};

/** SiteJson.menuContact: the phone and general e-mail lines of the mobile menu. */
export const menuContactField = {
  type: "[ContactLine!]!",
  description: "Phone and e-mail for the mobile menu: label, shown value and tel:/mailto: href.",
  resolve: (site: NavSite) => {
    const email = emailAddress("info", site);
    return [
      { label: site.ui.phoneLabel, value: site.phone.display, href: telHref(site.phone.e164) },
      { label: site.ui.emailLabel, value: email, href: mailtoHref(email) },
    ];
  },
};

/** SiteJson.nameLines: the name on the logo lockup's two lines (src/lib/lockup.ts). */
export const nameLinesField = {
  type: "[String!]!",
  description: 'The university\'s name split for the logo lockup: [first line, second line or ""].',
  resolve: (site: { name: string }) => lockupLines(site.name),
};

export function photoResolvers({ createResolvers }: CreateResolversArgs): void {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: Record<string, object>) => void)({
    [STOCK_PHOTO_TYPE]: {
      gatsbyImageData: gatsbyImageDataField,
      img: photoImgField,
      origin: photoOriginField,
    },
    SiteJson: {
      navAction: navActionField,
      menuContact: menuContactField,
      nameLines: nameLinesField,
    },
    PageSeo: { head: pageHeadField },
  });
  // Each call adds fields; SiteJson is extended by both (navAction above, email here).
  (createResolvers as (resolvers: Record<string, object>) => void)(displayResolvers);
  // The calls to action as links: every button, the action set, a program's own (actionFields.ts).
  (createResolvers as (resolvers: Record<string, object>) => void)(actionResolvers);
  (createResolvers as (resolvers: Record<string, object>) => void)(contentResolvers(readSchemas()));
  // The footer's credits: the photos content references (photoCredits.ts).
  (createResolvers as (resolvers: Record<string, object>) => void)(photoCreditsResolvers(readSchemas()));
}
