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

/** The transformer's typeName option: named after the file, not its folder. */
export function contentTypeName({ node }: { node: { name: string } }): string {
  return jsonTypeName(node.name);
}
