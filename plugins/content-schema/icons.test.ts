/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import * as lucide from "lucide-react";
import { ICON_NAMES, isIconName } from "./icons";
import { customIcon, iconSvg, lucideIcon, parseIconSvg, CUSTOM_ICON_DIR } from "./iconSvg";

const root = path.join(__dirname, "../..");
const contentDir = path.join(root, "content");
const defs = JSON.parse(fs.readFileSync(path.join(contentDir, "schemas/defs.schema.json"), "utf8"));

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

const SHAPES_ONLY = /^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]*><\/\2>)+$/;

describe("the icon names: one enum in content/schemas/defs.schema.json", () => {
  it("is the list ICON_NAMES gives the code", () => {
    expect(ICON_NAMES).toEqual(defs.$defs.iconName.enum);
    expect(ICON_NAMES.length).toBeGreaterThan(10);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });

  it("names only icons lucide's registry has, or our own src/icons set", () => {
    const own = fs.readdirSync(CUSTOM_ICON_DIR).map((f) => path.basename(f, ".svg"));
    const unknown = ICON_NAMES.filter((name) => !lucideIcon(name) && !own.includes(name));
    expect(unknown).toEqual([]);
    // Our own icons are for shapes lucide lacks; one that lucide gains should be dropped from src/icons.
    expect(own.filter((name) => lucideIcon(name))).toEqual([]);
  });

  it("draws every name at build time as SVG shapes only (no <svg> wrapper, no script)", () => {
    for (const name of ICON_NAMES) expect({ name, markup: iconSvg(name) }).toEqual({ name, markup: expect.stringMatching(SHAPES_ONLY) });
    expect(iconSvg("MapPin")).toContain('<circle cx="12" cy="10" r="3">');
    expect(iconSvg("Smile")).toBe(iconSvg("Smile")); // an alias lucide exports resolves too
  });

  it("includes every icon that content names", () => {
    const named = iconsNamedInContent();
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ icon }) => !isIconName(icon))).toEqual([]);
  });

  it("rejects other names, listing the allowed ones", () => {
    expect(isIconName("Tooth")).toBe(true);
    expect(isIconName("tooth")).toBe(false);
    expect(isIconName("Toothbrush")).toBe(false); // in lucide, but not offered to content
    expect(() => iconSvg("Molar")).toThrow(/^Unknown icon "Molar": allowed names are Accessibility, Activity, .*Tooth/);
  });

  it("resolves through lucide's registry, not a hand-written import list", () => {
    expect(lucideIcon("Stethoscope")).toBe(lucide.Stethoscope);
    expect(lucideIcon("createLucideIcon")).toBeUndefined();
    expect(lucideIcon("Tooth")).toBeUndefined();
    const source = fs.readFileSync(path.join(root, "plugins/content-schema/iconSvg.ts"), "utf8");
    expect(source).not.toMatch(/import\s*\{[^}]*\bStethoscope\b/);
  });

  it("keeps lucide out of browser code (only build-time code imports it)", () => {
    for (const dir of ["components", "blocks", "templates", "lib"]) {
      const files = fs.readdirSync(path.join(root, "src", dir), { recursive: true }) as string[];
      for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
        const text = fs.readFileSync(path.join(root, "src", dir, file), "utf8");
        expect({ file, importsLucide: /from\s+["'][^"']*(lucide-react|node\/iconSvg|lib\/icons)/.test(text) }).toEqual({
          file,
          importsLucide: false,
        });
      }
    }
  });
});

describe("our own icons (src/icons/<Name>.svg)", () => {
  it("draws Tooth in lucide's style: shapes only, on the 24x24 grid", () => {
    const svg = fs.readFileSync(path.join(CUSTOM_ICON_DIR, "Tooth.svg"), "utf8");
    for (const attr of [
      'viewBox="0 0 24 24"',
      'fill="none"',
      'stroke="currentColor"',
      'stroke-width="2"',
      'stroke-linecap="round"',
      'stroke-linejoin="round"',
    ]) {
      expect(svg).toContain(attr);
    }
    expect(iconSvg("Tooth")).toMatch(SHAPES_ONLY);
    expect(iconSvg("Tooth")).toMatch(/^<path d="M7\.5 3C/);
  });

  it("accepts only self-closing shapes, so a file can hold nothing but drawing", () => {
    expect(parseIconSvg('<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="4"/>\n<path d="M2 2h4" /></svg>', "x.svg")).toEqual([
      ["circle", { key: "circle-0", cx: "12", cy: "12", r: "4" }],
      ["path", { key: "path-1", d: "M2 2h4" }],
    ]);
    expect(() => parseIconSvg("<svg><script>alert(1)</script></svg>", "bad.svg")).toThrow("bad.svg: only self-closing shapes");
    expect(() => parseIconSvg('<svg><image href="x.png"/></svg>', "img.svg")).toThrow("img.svg: <image> is not a shape");
    expect(() => parseIconSvg("<svg></svg>", "empty.svg")).toThrow("empty.svg: the icon draws nothing");
  });

  it("reads a new icon from the folder by its name", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icons-"));
    fs.writeFileSync(path.join(dir, "Dot.svg"), '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="1"/></svg>');
    expect(customIcon("Dot", dir)).toBeDefined();
    expect(customIcon("Nothing", dir)).toBeUndefined();
    expect(customIcon("../Dot", dir)).toBeUndefined();
  });
});
