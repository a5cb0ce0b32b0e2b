import { didYouMean } from "./suggest";
import type { RefIndex } from "./refIndex";

// What a field marked "x-ref" may name (the schema's keyword, checked during validation: the
// validation's createAjv), and the message when it names nothing: a record of another file (a
// photo, a call to action, a program, an e-mail of site.json), an icon, or a link to a page and
// its anchor. The names come from the content (refIndex.ts), with "did you mean" (suggest.ts).

/** The kinds of reference a schema may mark ("x-ref": "photo"). */
export const REF_KINDS = ["photo", "icon", "cta", "link", "program", "programSlug", "service", "email"] as const;
export type RefKind = (typeof REF_KINDS)[number];

/** What each record reference names, and where those names come from. */
const RECORD_REFS = {
  photo: ["photos", "photo", "not a key in photos.json"],
  cta: ["ctas", "call to action", "not an id in site.json callsToAction"],
  program: ["programs", "program", "not a name in programs.json"],
  programSlug: ["programSlugs", "program", "not a slug in programs.json"],
  service: ["services", "application service", "not a name in applicationServices.json"],
} as const;

/** null when the reference resolves, otherwise the message (following `field "x"`). */
export function checkReference(kind: RefKind, value: string, index: RefIndex): string | null {
  if (value === "") return null; // minLength reports empty strings
  if (kind === "link") return checkLink(value, index);
  if (kind === "email") {
    if (index.emails === null || index.emails.has(value)) return null;
    return `names the e-mail "${value}", which is not a key of site.json "emails" (${[...index.emails].join(", ")})${didYouMean(value, index.emails)}`;
  }
  if (kind === "icon") {
    if (index.icons.has(value)) return null;
    return `refers to unknown icon "${value}"${didYouMean(value, index.icons) || "."} Allowed icons: ${[...index.icons].join(", ")}`;
  }
  const [set, noun, source] = RECORD_REFS[kind];
  const known = index[set];
  if (known === null || known.has(value)) return null;
  return `refers to unknown ${noun} "${value}" (${source})${didYouMean(value, known)}`;
}

function checkLink(target: string, index: RefIndex): string | null {
  if (/^https:\/\/[^\s/]+/.test(target)) return null;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(target.split("?")[0])) return null;
  if (/^tel:\+?[0-9]+$/.test(target)) return null;
  if (!target.startsWith("/")) {
    return `links to "${target}", which is not a link target ("/route", "/route#anchor", "https://...", "mailto:..." or "tel:...")`;
  }
  const hash = target.indexOf("#");
  // Content may write a page as "/academics" or "/academics/": links render through Gatsby's
  // <Link>, which applies gatsby-config's trailingSlash, so both reach the same page.
  const written = hash === -1 ? target : target.slice(0, hash);
  const route = written.length > 1 ? written.replace(/\/$/, "") : written;
  const anchor = hash === -1 ? undefined : target.slice(hash + 1);
  const anchors = index.routes.get(route);
  if (anchors === undefined) {
    const known = [...index.routes.keys()].join(", ") || "none";
    return `links to unknown route "${route}" (pages: ${known})${didYouMean(route, index.routes.keys())}`;
  }
  if (anchor === undefined || anchors.has(anchor)) return null;
  const known =
    [...anchors]
      .sort()
      .map((id) => `#${id}`)
      .join(", ") || "none";
  return `links to unknown anchor "#${anchor}" on "${route}" (anchors there: ${known})`;
}
