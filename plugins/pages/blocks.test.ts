import fs from "fs";
import os from "os";
import path from "path";
import { blockFileName, isInteractive, narrowTemplate, registryFor, stylesOnly } from "./blocksLoader.cjs";
import { PAGE_TEMPLATE, SHARED_BLOCKS, allPages, blockSetKey, chunkBlockTypes } from "./sources";

// The block registry, the page template and the loader that narrows them per page agree with the
// block types of content/schemas/page.schema.json and programPage.schema.json (a program page's
// sections): a new type missing from any of them fails here.
const root = path.join(__dirname, "..", "..");
const schemaOf = (name: string) => JSON.parse(fs.readFileSync(path.join(root, "content", "schemas", name), "utf8"));
const schemas = [schemaOf("page.schema.json"), schemaOf("programPage.schema.json")];
const types = schemas.flatMap((schema) => Object.keys(schema.$defs as object));
const registry = fs.readFileSync(path.join(root, "src", "blocks", "index.ts"), "utf8");
const template = fs.readFileSync(path.join(root, PAGE_TEMPLATE), "utf8");

describe("block types", () => {
  test.each(types)("%s: a component src/blocks/<Type>/<Type>.tsx with its fragment, in the registry and the template's query", (type) => {
    const name = blockFileName(type);
    const file = path.join(root, "src", "blocks", name, `${name}.tsx`);
    expect(fs.existsSync(file)).toBe(true);
    const source = fs.readFileSync(file, "utf8");
    // Its fragment on its own type, selecting under the type's name (plugins/content-schema blockResolvers).
    expect(source).toMatch(new RegExp(`fragment ${name}Block on ${name}Block \\{\\s*${type}: block \\{`));
    expect(registry).toContain(`import ${name} from "./${name}/${name}";`);
    expect(registry).toContain(`  ${type}: ${name},`);
    expect(template).toContain(`...${name}Block`);
  });

  test.each(schemas.map((schema) => [schema.$id, schema]))("%s: its block list names exactly its types", (_name, schema) => {
    const own = Object.keys(schema.$defs as object);
    expect(schema.properties.blocks.items.properties.type.enum).toEqual(own);
    expect(schema.properties.blocks.items.oneOf).toEqual(own.map((t) => ({ $ref: `#/$defs/${t}` })));
  });
});

describe("the loader", () => {
  test("narrows the template's registry import to a block set's types, and leaves other imports alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blocks-"));
    const set = path.join(dir, "b.json");
    fs.writeFileSync(set, JSON.stringify({ blocks: [{ type: "hero" }, { type: "figures" }, { type: "hero" }] }));
    const added: string[] = [];
    const out = narrowTemplate(template, `?__contentFilePath=${set}&export=default`, (f: string) => added.push(f));
    expect(out).toContain('from "../blocks?types=hero,figures"');
    expect(out.replace('from "../blocks?types=hero,figures"', 'from "../blocks"')).toBe(template);
    expect(added).toEqual([set]);
    expect(narrowTemplate(template, "", () => undefined)).toBe(template);
  });

  test("makes a registry of only the asked types, by the naming rule", () => {
    expect(registryFor("?types=hero,programTiles")).toBe(
      'import Hero from "./Hero/Hero";\nimport ProgramTiles from "./ProgramTiles/ProgramTiles";\nexport const blockComponents = {\n  "hero": Hero,\n  "programTiles": ProgramTiles,\n};\n',
    );
    expect(registryFor("")).toBeNull();
  });

  test("in the browser build, a block without interaction is null with its stylesheets only", () => {
    expect(registryFor("?types=hero,deadlines", (type) => type === "hero")).toBe(
      'import "./Hero/Hero?stylesOnly";\nimport Deadlines from "./Deadlines/Deadlines";\nexport const blockComponents = {\n  "hero": null,\n  "deadlines": Deadlines,\n};\n',
    );
  });

  test("reduces a module to its stylesheets, following local imports and leaving packages and types out", () => {
    const source = [
      'import * as React from "react";',
      'import { graphql } from "gatsby";',
      'import type { Thing } from "./types";',
      'import Section from "../components/Section/Section";',
      'import {\n  deadlineStatus,\n  formatIsoDate,\n} from "../lib/deadlines";',
      'import * as styles from "./Deadlines.module.scss";',
      'export { helper } from "./helper";',
      "export default function X() { return null; }",
    ].join("\n");
    expect(stylesOnly(source)).toBe(
      [
        'import "../components/Section/Section?stylesOnly";',
        'import "../lib/deadlines?stylesOnly";',
        'import "./Deadlines.module.scss";',
        'import "./helper?stylesOnly";',
        "export {};",
        "",
      ].join("\n"),
    );
  });
});

// Which blocks the browser build ships: the interactive ones, found by reading their modules and
// the local modules they import. Every block type is in exactly one list; a new block fails here
// until it is placed, and a block that gains state, an effect or an event handler moves.
describe("interactive blocks", () => {
  const INTERACTIVE = ["deadlines", "stories", "programApply"];
  test.each(types)("%s", (type) => {
    const file = path.join(root, "src", "blocks", blockFileName(type), `${blockFileName(type)}.tsx`);
    expect(isInteractive(file)).toBe(INTERACTIVE.includes(type));
  });

  test("state, effects and DOM event handlers count, in the module or anything it imports locally", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "interactive-"));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write("Plain.tsx", 'import Part from "./Part";\nexport default () => <Part onDark />;');
    write("Part.tsx", 'import { useStaticQuery } from "gatsby";\nexport default () => null;');
    write("Clicks.tsx", 'import Part from "./Part";\nexport default () => <button onClick={() => 1} />;');
    write("Deep.tsx", 'import Hooked from "./hooked";\nexport default Hooked;');
    write("hooked.ts", 'import { useState } from "react";\nexport default () => useState(0);');
    expect(isInteractive(path.join(dir, "Plain.tsx"))).toBe(false);
    expect(isInteractive(path.join(dir, "Clicks.tsx"))).toBe(true);
    expect(isInteractive(path.join(dir, "Deep.tsx"))).toBe(true);
  });
});

describe("pages and chunks", () => {
  test("every page has its own path, a program's page at /academics/<slug>/; pages of shared blocks alone get the one shared set", () => {
    const pages = allPages(root);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    const program = pages.find((p) => p.program !== undefined);
    expect(program?.path).toBe(`/academics/${program?.program}/`);
    expect(program?.context).toMatchObject({ slug: program?.program });
    expect(chunkBlockTypes(["hero", "prose", "contact"])).toEqual([...SHARED_BLOCKS]);
    expect(chunkBlockTypes(["hero", "figures"])).toEqual(["hero", "figures"]);
  });

  test("a block set's name depends on its types, not their order", () => {
    expect(blockSetKey(["hero", "figures"])).toBe(blockSetKey(["figures", "hero", "hero"]));
    expect(blockSetKey(["hero", "figures"])).not.toBe(blockSetKey(["hero"]));
    expect(blockSetKey(["hero"])).toMatch(/^b[a-p]{6}$/);
  });
});
