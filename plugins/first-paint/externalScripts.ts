import { createHash } from "crypto";

// Gatsby writes a few inline <script>s into every page: the page's path (window.pagePath), the
// chunk map and the build hash (its "_gatsby-scripts" slice), and gatsby-plugin-image's loaders.
// A CSP would have to list a hash for each, and one of them differs on every page, so the policy
// grew with the site. After the build, each executable inline script moves, byte for byte, into
// a file named by the hash of its content, and the element keeps its attributes with a src:
// - a classic script gets `defer`. Gatsby writes them at the end of <body>, so each still runs in
//   document order once the parser has reached it, but the browser fetches it at low priority,
//   not as a parser-blocking script beside the first paint (on a page whose largest paint is
//   text, Lighthouse counted the three against its first and largest paint);
// - a module script is deferred whether inline or external, so its order does not change either.
// Data blocks (JSON-LD) are not executed and stay inline. Pure: text in, text and files out.

/** Folder (under public/) of the moved scripts; content-hashed names, so cached as immutable. */
const EXTERNAL_SCRIPTS_DIR = "page-scripts";

/** Script types a browser executes: none, a JavaScript MIME type, or "module". */
export function isExecutableType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = type.trim().toLowerCase();
  return t === "" || t === "module" || t === "text/javascript" || t === "application/javascript";
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The public path of the file holding a script body: /page-scripts/<first 20 hex of its sha256>.js */
export function externalScriptPath(body: string): string {
  const hash = createHash("sha256").update(body, "utf8").digest("hex").slice(0, 20);
  return `/${EXTERNAL_SCRIPTS_DIR}/${hash}.js`;
}

interface ExternalizedPage {
  html: string;
  /** Files to write: public path -> exact script body. */
  scripts: Map<string, string>;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** An inline script the browser runs (no src, an executable type, not empty): what moves to a file. */
function isExecutableInline(attributes: string, body: string): boolean {
  return attribute(attributes, "src") === undefined && isExecutableType(attribute(attributes, "type")) && body.trim() !== "";
}

/** `html` with each executable inline script replaced by what `replace` makes of its attributes and body. */
export function replaceExecutableInlineScripts(html: string, replace: (attributes: string, body: string) => string): string {
  return html.replace(SCRIPT_ELEMENT, (whole, attributes: string, body: string) =>
    isExecutableInline(attributes, body) ? replace(attributes, body) : whole,
  );
}

/** The bodies of a page's executable inline scripts, in document order (the bench weighs them). */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes, body]) => isExecutableInline(attributes, body))
    .map(([, , body]) => body);
}

/**
 * Moves every executable inline script of a page into a file. Script text in HTML is raw (no
 * entity decoding), so the body is written exactly as it stands between the tags.
 */
export function externalizeInlineScripts(html: string): ExternalizedPage {
  const scripts = new Map<string, string>();
  const out = replaceExecutableInlineScripts(html, (attributes, body) => {
    const src = externalScriptPath(body);
    scripts.set(src, body);
    const deferred = attribute(attributes, "type")?.trim().toLowerCase() === "module" ? "" : " defer";
    return `<script${attributes.replace(/\s+$/, "")} src="${src}"${deferred}></script>`;
  });
  return { html: out, scripts };
}

/** Inline event handler attributes (onclick=...): no CSP without 'unsafe-inline' can allow them. */
export function inlineEventHandlers(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attr of tag[0].matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(attr[1]);
  }
  return found;
}
