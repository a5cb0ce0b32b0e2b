/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES, ICONS, isIconName } from "../../src/lib/icons";

const contentDir = path.join(__dirname, "../../content");

/** Every value of an "icon" key anywhere in content/*.json. */
function iconsNamedInContent(): Array<{ file: string; icon: string }> {
  const found: Array<{ file: string; icon: string }> = [];
  const walk = (value: unknown, file: string): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, file));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (k === "icon" && typeof v === "string") found.push({ file, icon: v });
        else walk(v, file);
      }
    }
  };
  for (const file of fs.readdirSync(contentDir).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")), file);
  }
  return found;
}

describe("icon map", () => {
  it("maps every name to a lucide component, and nothing else", () => {
    expect(Object.keys(ICONS).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) {
      // Each renders an <svg>: a wrong import (undefined) would throw here.
      expect(renderToStaticMarkup(createElement(ICONS[name]))).toMatch(/^<svg[^>]*class="lucide /);
    }
  });

  it("has no duplicate names", () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });

  it("includes every icon that content names", () => {
    const named = iconsNamedInContent();
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter(({ icon }) => !isIconName(icon));
    expect(missing).toEqual([]);
  });

  it("isIconName rejects unknown names", () => {
    expect(isIconName("Smile")).toBe(true);
    expect(isIconName("smile")).toBe(false);
    expect(isIconName("Tooth")).toBe(false);
  });
});
