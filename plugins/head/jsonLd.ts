import { fullTimeYears, isoYears } from "../content-schema";
import { canonicalUrl } from "./title";
import { programPagePath } from "../pages";
import { hasCalendarFile } from "../../src/lib/deadlines";

// schema.org JSON-LD builders. Pure functions of content records, so pages build their extra
// objects at render time and tests check the exact output. Structural types accept both the
// GraphQL typegen results and plain content/*.json objects.

export interface JsonLdSite {
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  readonly foundingYear: number;
  readonly domain: string;
  readonly siteUrl: string;
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
  };
  readonly phone: { readonly e164: string };
  readonly emails: { readonly info: string };
}

export interface JsonLdProgram {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly degree: string;
  readonly duration: { readonly minYears: number; readonly maxYears: number; readonly fullTimeYears?: number | null };
}

export interface JsonLdDeadline {
  readonly program: string;
  readonly date?: string | null;
}

export type JsonLdObject = Record<string, unknown>;

/** Path of the 512 px icon gatsby-plugin-manifest renders from static/favicon.svg. */
const LOGO_PATH = "/icons/icon-512x512.png";

/** Stable node id of the university, so other objects can point at it ({"@id": ...}). */
export function organizationId(site: Pick<JsonLdSite, "siteUrl">): string {
  return `${canonicalUrl(site.siteUrl, "/")}#organization`;
}

/** The university as schema.org CollegeOrUniversity: on every page (Seo adds it). */
export function organizationJsonLd(site: JsonLdSite): JsonLdObject {
  return {
    "@type": "CollegeOrUniversity",
    "@id": organizationId(site),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: canonicalUrl(site.siteUrl, "/"),
    logo: canonicalUrl(site.siteUrl, LOGO_PATH),
    foundingDate: String(site.foundingYear),
    telephone: site.phone.e164,
    email: `${site.emails.info}@${site.domain}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
}

/**
 * Each program as schema.org EducationalOccupationalProgram, for /academics (its Head passes the
 * result as Seo's `jsonLd`). timeToComplete is, as schema.org defines it, the time a full-time
 * student takes, as ISO 8601 ("P4Y"): `duration.fullTimeYears` where the range includes part-time
 * study (Health Sciences: 2 of "2-4 years"), else the upper bound. Each names the program's own
 * page as its url and shares its @id with the fuller object on that page (programPageJsonLd).
 * applicationDeadline is the program's deadline (content/deadlines.json) while it is still ahead
 * on `today`, the build's date: a passed or rolling deadline is left out, never claimed.
 */
export function programJsonLd(
  programs: readonly JsonLdProgram[],
  site: Pick<JsonLdSite, "siteUrl">,
  deadlines: readonly JsonLdDeadline[] = [],
  today = "",
): JsonLdObject[] {
  const upcoming = new Map(deadlines.filter((d) => today !== "" && hasCalendarFile(d, today)).map((d) => [d.program, d.date]));
  return programs.map((program) => programNode(program, site, upcoming.get(program.name)));
}

/** What every EducationalOccupationalProgram of a program says, on /academics and on its own page. */
function programNode(program: JsonLdProgram, site: Pick<JsonLdSite, "siteUrl">, applicationDeadline?: string | null): JsonLdObject {
  const url = canonicalUrl(site.siteUrl, programPagePath(program.slug));
  return {
    "@type": "EducationalOccupationalProgram",
    "@id": `${url}#program`,
    name: program.name,
    description: program.description,
    url,
    timeToComplete: isoYears(fullTimeYears(program.duration)),
    educationalCredentialAwarded: program.degree,
    provider: { "@id": organizationId(site) },
    ...(applicationDeadline ? { applicationDeadline } : {}),
  };
}

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

/** The page itself as schema.org WebPage, part of the university's site. */
export function webPageJsonLd(site: Pick<JsonLdSite, "siteUrl">, path: string, name: string, description: string): JsonLdObject {
  const url = canonicalUrl(site.siteUrl, path);
  return { "@type": "WebPage", "@id": `${url}#webpage`, url, name, description, about: { "@id": organizationId(site) } };
}

/** One step of a breadcrumb trail: its name and its path on the site. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/**
 * Where a page sits, as schema.org BreadcrumbList: its trail from Home (a content page: Home,
 * then the page; a program page: Home, Academics, the program), each step's URL canonical.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], site: Pick<JsonLdSite, "siteUrl">): JsonLdObject {
  const here = trail[trail.length - 1];
  return {
    "@type": "BreadcrumbList",
    "@id": `${canonicalUrl(site.siteUrl, here.path)}#breadcrumb`,
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: canonicalUrl(site.siteUrl, crumb.path),
    })),
  };
}

/** One JSON-LD document: a @graph of the given nodes under the schema.org context. */
export function jsonLdGraph(nodes: readonly object[]): JsonLdObject {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" is escaped as \u003c so no string in
 * content can close the script element early ("</script>") or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
