import { DEFAULT_CACHE_CONTROL, type HeaderRule } from "./headers";
import { MIME_TYPES, TEXT_TYPES } from "./mimeTypes";

// nginx configuration generated from the same header rules as public/_headers, so a site on
// nginx gets exactly the hosts' headers without copying anything by hand. It is an include for
// a `server { }` block whose `root` is public/. Four nginx rules that a hand copy gets wrong:
// - `add_header` in a location drops every header inherited from the server level, so each
//   location repeats the headers of "/*" next to its own;
// - without `always`, nginx adds no header to error responses (the 404 page);
// - a `types` block replaces nginx's whole MIME table, so it lists every type the build uses
//   (mimeTypes.ts; .ics and .webmanifest are not in Debian's mime.types);
// - pages are folders (trailingSlash "always"): "/x" gets one permanent redirect to "/x/", as on
//   the hosts (nginx does it for folders by itself).

function regexEscape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The nginx `location` matching what a _headers pattern matches, or "server" for "/*".
 * Only the pattern shapes headerRules() uses are supported; anything else is an error, so a new
 * kind of rule cannot silently mean something else on nginx.
 */
export function nginxLocation(source: string): string {
  if (source === "/*") return "server";
  if (!source.includes("*")) return `location = ${source}`;
  const star = source.indexOf("*");
  if (source.indexOf("*", star + 1) !== -1) throw new Error(`nginx: more than one * in "${source}"`);
  const before = source.slice(0, star);
  const after = source.slice(star + 1);
  if (after === "" && before.endsWith("/")) return `location ^~ ${before}`;
  if (before === "/") return `location ~ "${regexEscape(after)}$"`;
  throw new Error(`nginx: unsupported _headers pattern "${source}" (use /x, /dir/*, /*.ext or /*/)`);
}

function headerLines(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries(headers)
    .filter(([name]) => name.toLowerCase() !== "content-type")
    .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/(["\\$])/g, "\\$1")}" always;`);
}

/**
 * The include. Exact and prefix (^~) locations win over regular-expression ones in nginx, and
 * headerRules() never lets two Cache-Control rules match one path, so every path gets the same
 * headers as from _headers. A rule's Content-Type becomes a `default_type` inside an empty
 * `types` block (the hosts' way of setting it).
 */
export function nginxConfig(rules: readonly HeaderRule[], comment: string): string {
  const all = rules.find((rule) => rule.source === "/*");
  if (!all) throw new Error('nginx: the rules have no "/*" rule with the headers of every response');
  const lines: string[] = comment.split("\n").map((line) => `# ${line}`.trimEnd());
  lines.push("", "types {");
  for (const [ext, type] of Object.entries(MIME_TYPES)) lines.push(`    ${type} ${ext};`);
  // nginx's charset_types always holds text/html and warns at every start when it is listed again.
  const charsetTypes = TEXT_TYPES.filter((type) => type !== "text/html");
  lines.push("}", "default_type application/octet-stream;", "charset utf-8;", `charset_types ${charsetTypes.join(" ")};`);
  // nginx's static module answers a folder without its slash ("/academics") with a permanent
  // redirect to "/academics/"; absolute_redirect off keeps the Location relative (right behind
  // a proxy or on another port).
  lines.push("index index.html;", "absolute_redirect off;", "error_page 404 /404.html;", "server_tokens off;", "");
  // The hosts' default Cache-Control, on every response no rule gives its own.
  const withDefault = (headers: Readonly<Record<string, string>>) =>
    Object.keys(headers).some((name) => name.toLowerCase() === "cache-control")
      ? headers
      : { ...headers, "Cache-Control": DEFAULT_CACHE_CONTROL };
  lines.push(...headerLines(withDefault(all.headers), ""), "");
  // The hosts read _headers as configuration and never serve it.
  lines.push("location = /_headers {", "    return 404;", "}");
  for (const rule of rules) {
    if (rule === all) continue;
    const location = nginxLocation(rule.source);
    lines.push("", `${location} {`);
    const contentType = Object.entries(rule.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
    if (contentType) lines.push("    types { }", `    default_type "${contentType}";`, "    charset off;");
    lines.push(...headerLines(withDefault({ ...all.headers, ...rule.headers }), "    "));
    lines.push("}");
  }
  return `${lines.join("\n")}\n`;
}
