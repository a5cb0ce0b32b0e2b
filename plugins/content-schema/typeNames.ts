// GraphQL node type names for content/*.json. gatsby-transformer-json names a file that holds
// ONE object after its directory ("ContentJson" for every file in content/), so gatsby-config
// passes this as its `typeName` option: content/applicationSteps.json -> ApplicationStepsJson.

/** "applicationSteps" | "application-steps" -> "ApplicationStepsJson". */
export function jsonTypeName(fileName: string): string {
  const pascal = fileName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
  return `${pascal}Json`;
}

/** The folder of content/ whose files are pages (content/pages/<name>.json), one node type for all. */
export const PAGES_FOLDER = "pages";

/** The node type of every page file: PageJson (content/schemas/page.schema.json). */
export const PAGE_TYPE = jsonTypeName("page");

/** The transformer's typeName option: named after the file, not its folder; a page file is a PageJson. */
export function contentTypeName({ node }: { node: { name: string; relativeDirectory?: string } }): string {
  return node.relativeDirectory === PAGES_FOLDER ? PAGE_TYPE : jsonTypeName(node.name);
}
