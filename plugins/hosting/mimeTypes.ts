// The site's MIME types: the types build-info/nginx.conf declares and `npm start`
// (scripts/serve.mjs) sends, the same ones Cloudflare's runtime sends (the host tests compare
// the two hosts file by file). The types come from the mime library; the list of extensions is
// ours: the build fails on a file type missing here (postBuild.ts).
import path from "path";
import mime from "mime";

/** Every file extension the build writes. */
const EXTENSIONS = "html css js json webmanifest ics xml txt svg png jpg jpeg webp avif gif ico woff2 woff".split(" ");

/**
 * The search index's own files (plugins/search), which no MIME table knows: compressed data its
 * script fetches and unpacks itself (its WebAssembly too), sent as bytes, as hosts send any file
 * of an unknown type.
 */
const SEARCH_INDEX_EXTENSIONS = "pagefind pf_meta pf_index pf_fragment pf_filter".split(" ");

/** MIME type of every file extension the build writes. */
export const MIME_TYPES: Readonly<Record<string, string>> = Object.fromEntries([
  ...EXTENSIONS.map((ext): [string, string] => {
    const type = mime.getType(ext);
    if (!type) throw new Error(`mimeTypes: the mime library has no type for .${ext}`);
    return [ext, type];
  }),
  ...SEARCH_INDEX_EXTENSIONS.map((ext): [string, string] => [ext, "application/octet-stream"]),
]);

/** Types sent with "; charset=utf-8" (nginx's charset_types), as the hosts send them. */
export const TEXT_TYPES: readonly string[] = [
  "text/html",
  "text/css",
  "application/javascript",
  "application/json",
  "application/manifest+json",
  "text/calendar",
  "application/xml",
  "text/plain",
  "image/svg+xml",
];

/** A file's extension, lower case, without the dot; "" when its name has none. */
export function extension(file: string): string {
  return path.extname(file).slice(1).toLowerCase();
}

/** The Content-Type header for a file, charset included for text types. */
export function contentType(file: string): string {
  const type = MIME_TYPES[extension(file)];
  if (!type) return "application/octet-stream";
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Extensions of the given files that have no entry in MIME_TYPES (the build refuses to go on). */
export function unknownExtensions(files: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const file of files) {
    const ext = extension(file);
    if (ext && !(ext in MIME_TYPES)) unknown.add(ext);
  }
  return [...unknown].sort();
}
