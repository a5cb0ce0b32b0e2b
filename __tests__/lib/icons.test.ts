/** @jest-environment node */
import fs from "fs";
import path from "path";
import { ICON_NAMES, isIconName } from "../../src/lib/icons";
import { ICONS, iconSvg } from "../../src/node/iconSvg";

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
  });

  it("draws every name at build time as SVG shapes only (no <svg> wrapper, no script)", () => {
    for (const name of ICON_NAMES) {
      const markup = iconSvg(name);
      // A wrong import (undefined component) would throw; an empty icon would match nothing.
      expect(markup).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]*><\/\2>)+$/);
    }
    expect(iconSvg("MapPin")).toContain('<circle cx="12" cy="10" r="3">');
  });

  it("rejects a name outside ICON_NAMES", () => {
    expect(() => iconSvg("Tooth")).toThrow('Unknown icon "Tooth"');
  });

  it("keeps lucide out of the browser module (only build-time code imports it)", () => {
    // src/lib/icons.ts is imported by components; a lucide import there puts icons in every page's JS.
    const source = fs.readFileSync(path.join(__dirname, "../../src/lib/icons.ts"), "utf8");
    expect(source).not.toMatch(/from\s+["']lucide-react/);
    for (const dir of ["components", "sections", "pages"]) {
      const files = fs.readdirSync(path.join(__dirname, "../../src", dir), { recursive: true }) as string[];
      for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
        const text = fs.readFileSync(path.join(__dirname, "../../src", dir, file), "utf8");
        expect({ file, importsLucide: /from\s+["'][^"']*(lucide-react|node\/iconSvg)/.test(text) }).toEqual({ file, importsLucide: false });
      }
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
