/** @jest-environment node */
import path from "path";
import { readSchemas } from "../../plugins/content-schema";

// Editors show a field's JSON Schema description on hover: every field and definition of every
// content schema, the block folders' included (blocks.schema.json), says what it is (and, for the
// ones maintainers write, where it shows and an example).

const schemaDir = path.join(__dirname, "../../content/schemas");

type Schema = Record<string, unknown>;

const SCALAR_DEFS = /#\/\$defs\/(nonEmptyText|slug|anchorId|hexColor|isoDate|clockTime|year|photoKey|iconName|ctaId|programName|linkTarget)$/;

/** Holds one value: a scalar type, a const or enum, or a $ref to a scalar definition. */
function isScalar(schema: Schema): boolean {
  if (typeof schema.$ref === "string") return SCALAR_DEFS.test(schema.$ref);
  return ["string", "integer", "number", "boolean"].includes(String(schema.type)) || "const" in schema || Array.isArray(schema.enum);
}

/** "file#/pointer" of every property and $defs entry, with its own description. */
function describedNodes(): Array<{ at: string; description: unknown; scalar: boolean }> {
  const out: Array<{ at: string; description: unknown; scalar: boolean }> = [];
  const walk = (node: unknown, at: string): void => {
    if (node === null || typeof node !== "object" || Array.isArray(node)) return;
    const schema = node as Schema;
    for (const key of ["properties", "$defs"]) {
      const children = schema[key];
      if (!children || typeof children !== "object") continue;
      for (const [name, child] of Object.entries(children as Record<string, Schema>)) {
        out.push({ at: `${at}/${key}/${name}`, description: child.description, scalar: isScalar(child) });
        walk(child, `${at}/${key}/${name}`);
      }
    }
    if (schema.items) walk(schema.items, `${at}/items`);
  };
  for (const [file, schema] of readSchemas(schemaDir)) walk(schema, `${file}#`);
  return out;
}

describe("content/schemas descriptions", () => {
  const nodes = describedNodes();

  it("covers every field and definition", () => {
    expect(nodes.length).toBeGreaterThan(300);
    const missing = nodes.filter((n) => typeof n.description !== "string" || n.description.trim().length < 20).map((n) => n.at);
    expect(missing).toEqual([]);
  });

  it("gives an example for every text field a maintainer writes", () => {
    // Fields holding one value (text, number, key, name), in the page and record files.
    const leaves = nodes.filter((n) => n.scalar && !n.at.startsWith("defs.schema.json") && !n.at.endsWith("/$schema"));
    expect(leaves.length).toBeGreaterThan(200);
    const withoutExample = leaves.filter((n) => !/\b(e\.g\.|E\.g\.|Always|: "|true:)/.test(String(n.description))).map((n) => n.at);
    expect(withoutExample).toEqual([]);
  });
});
