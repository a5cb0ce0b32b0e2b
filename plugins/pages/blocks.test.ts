import fs from "fs";
import os from "os";
import path from "path";
import { blockFileName, isInteractive, narrowTemplate, registryFor, stylesOnly } from "./blocksLoader.cjs";
import { PAGE_TEMPLATE, SHARED_BLOCKS, allPages, blockKind, blockSetKey, chunkBlockTypes } from "./sources";
import { registrySource } from "./blockRegistry";
import { blockFolders } from "../content-schema";

// Every block type is one folder of src/blocks (content-schema blockSchemas.ts reads them): its
// component with its fragment, its styles, its schema. The registry and the template's fragments
// are generated from the folders (blockRegistry.ts), and the loader narrows them per page.
const root = path.join(__dirname, "..", "..");
const folders = blockFolders(path.join(root, "src", "blocks"));
const template = fs.readFileSync(path.join(root, PAGE_TEMPLATE), "utf8");

describe("block folders", () => {
  test.each(folders.map((f) => [f.name, f]))(
    "%s: a component with its fragment on its own type, selecting under the type's name",
    (_name, folder) => {
      expect(blockFileName(folder.type)).toBe(folder.name);
      const source = fs.readFileSync(folder.component, "utf8");
      expect(source).toMatch(/^export default function /m);
      // Its fragment on its own type, selecting under the type's name (plugins/content-schema blockResolvers).
      expect(source).toMatch(new RegExp(`fragment ${folder.graphqlType} on ${folder.graphqlType} \\{\\s*${folder.type}: block \\{`));
    },
  );

  test("the registry imports every folder's component by its type and spreads every fragment; the template selects blocks with it", () => {
    const source = registrySource([
      { name: "Hero", type: "hero", graphqlType: "HeroBlock", component: "", schema: "" },
      { name: "ProgramTiles", type: "programTiles", graphqlType: "ProgramTilesBlock", component: "", schema: "" },
    ]);
    expect(source).toContain('import Hero from "./Hero/Hero";\nimport ProgramTiles from "./ProgramTiles/ProgramTiles";\n');
    expect(source).toContain("export const blockComponents = {\n  hero: Hero,\n  programTiles: ProgramTiles,\n};");
    expect(source).toContain("fragment PageBlocks on PageBlock {\n    type\n    ...HeroBlock\n    ...ProgramTilesBlock\n  }");
    expect(template).toContain('import { blockComponents } from "../blocks";');
    expect(template.match(/\.\.\.PageBlocks/g)).toHaveLength(2);
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
// the local modules they import (a block that gains state, an effect or an event handler ships).
describe("interactive blocks", () => {
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

  test("a block's kind, for the browser tests' pages: its type and each look its folder's schema marks (x-look)", () => {
    const kind = blockKind(root);
    expect(kind({ type: "figures", figures: "research" })).toBe("figures");
    expect(kind({ type: "figures", figures: "studentExperience", photo: "students-table" })).toBe("figures:photo");
    expect(kind({ type: "hero", heading: "A plain banner" })).toBe("hero");
    expect(kind({ type: "hero", heading: "A photo hero", photo: "graduation-caps" })).toBe("hero:photo");
  });

  test("a block set's name depends on its types, not their order", () => {
    expect(blockSetKey(["hero", "figures"])).toBe(blockSetKey(["figures", "hero", "hero"]));
    expect(blockSetKey(["hero", "figures"])).not.toBe(blockSetKey(["hero"]));
    expect(blockSetKey(["hero"])).toMatch(/^b[a-p]{6}$/);
  });
});
