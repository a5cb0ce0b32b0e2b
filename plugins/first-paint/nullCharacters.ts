/**
 * React 18's streaming renderer, which Gatsby 5 renders every page with (renderToPipeableStream
 * in static-entry.js), pads a 2 KB output chunk with U+0000 when a multi-byte character does not
 * fit at its end (react#31134, docusaurus#9985): "©" or "·" landing on the boundary leaves a NUL
 * in the page, which HTML forbids (the Nu checker: "Saw U+0000 in stream"). Which pages get one
 * depends on their byte layout, so any content edit can bring it. HTML text never carries a NUL
 * on purpose: every one goes. Drop this with React 19, whose writer fills the chunk correctly.
 */
export function withoutNullCharacters(html: string): string {
  return html.includes("\0") ? html.split("\0").join("") : html;
}
