#!/usr/bin/env node
// Computes the metric overrides of the fallback fonts in src/styles/_fonts.scss, so the page
// laid out in Georgia/Times or Arial/Helvetica (while the web fonts load) takes the same room as
// in Source Serif 4 and Inter, and the swap moves nothing (CLS 0).
//
// It measures in Chromium, on the site's own words (every string of content/*.json and content/pages):
//   size-adjust      = width of the text in the web font / width in the fallback (same weight)
//   ascent-override  = the web font's ascent / size-adjust (likewise descent, line gap)
// The fallbacks are measured through their metric-compatible open clones, whose advance widths
// equal the originals': Liberation Serif = Times New Roman, Liberation Sans = Arial (= Helvetica's
// widths), Gelasio = Georgia. Liberation ships with Debian; Gelasio is read from
// @fontsource/gelasio if GELASIO_DIR points at its files/ folder (it is not a dependency):
//   npm install --prefix /tmp/g @fontsource/gelasio
//   GELASIO_DIR=/tmp/g/node_modules/@fontsource/gelasio/files node scripts/font-fallbacks.mjs
// Copy the printed values into src/styles/_fonts.scss.
/* global document, FontFace */ // used inside page.evaluate (runs in the browser)
import fs from "node:fs";
import path from "node:path";
import { CHROME_PATH, root } from "./lib/cli.mjs";
import { chromium } from "playwright-core";
import { SITE_FONTS } from "../plugins/fonts/index.ts";

const dataUrl = (file) => `url(data:font/woff2;base64,${fs.readFileSync(file).toString("base64")})`;

/** Every human-readable string in content/ (not keys, URLs or colours). */
function contentStrings() {
  const strings = [];
  const walk = (value, key) => {
    if (typeof value === "string") {
      if (!/^(https?:|\/|#|\.\/|[a-z0-9-]+$)/.test(value) && !["$schema", "$comment", "url", "to"].includes(key)) strings.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  const dir = path.join(root, "content");
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /^(pages\/)?[^/]+\.json$/.test(f));
  for (const file of files) walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
  return strings;
}
// The serif sets headings only: title-case lines without a full stop; the sans sets everything.
const strings = contentStrings();
const TEXT = {
  serif: strings.filter((t) => t.length <= 70 && /^[A-Z0-9]/.test(t) && !/[.!?]$/.test(t)).join(" "),
  sans: strings.join(" "),
};

// The web fonts (plugins/fonts), whole (all weights), by the role each plays.
const WEB = Object.fromEntries(
  SITE_FONTS.map((font) => [font.role, { family: font.family, src: dataUrl(path.join(root, "node_modules", font.source)) }]),
);
const gelasio = process.env.GELASIO_DIR;
/** The fallbacks, each at the weights the site uses (regular text, and bold for 600-700). */
const FALLBACKS = [
  {
    name: "georgia",
    role: "serif",
    regular: gelasio && dataUrl(path.join(gelasio, "gelasio-latin-400-normal.woff2")),
    bold: gelasio && dataUrl(path.join(gelasio, "gelasio-latin-700-normal.woff2")),
  },
  { name: "times", role: "serif", regular: "local('Liberation Serif')", bold: "local('Liberation Serif Bold')" },
  { name: "arial", role: "sans", regular: "local('Liberation Sans')", bold: "local('Liberation Sans Bold')" },
];
// The weights the stylesheets use: headings 600 (serif), text 400 and 600 (sans).
const WEIGHTS = { regular: 400, bold: 600 };

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><body></body>");
  const results = await page.evaluate(
    async ({ WEB, FALLBACKS, WEIGHTS, TEXT }) => {
      for (const { family, src } of Object.values(WEB)) document.fonts.add(await new FontFace(family, src, { weight: "100 900" }).load());
      for (const f of FALLBACKS) {
        for (const style of ["regular", "bold"]) {
          if (f[style]) document.fonts.add(await new FontFace(`fb-${f.name}-${style}`, f[style]).load());
        }
      }
      const span = document.createElement("span");
      span.style.cssText = "white-space:nowrap;font-size:100px;position:absolute";
      document.body.append(span);
      const width = (family, weight, text) => {
        span.textContent = text;
        span.style.fontFamily = `"${family}"`;
        span.style.fontWeight = String(weight);
        return span.getBoundingClientRect().width;
      };
      const ctx = document.createElement("canvas").getContext("2d");
      const vertical = (family) => {
        ctx.font = `400 100px "${family}"`;
        const m = ctx.measureText("H");
        return { ascent: m.fontBoundingBoxAscent / 100, descent: m.fontBoundingBoxDescent / 100 };
      };
      const out = {};
      for (const f of FALLBACKS) {
        const web = WEB[f.role];
        for (const style of ["regular", "bold"]) {
          if (!f[style]) continue;
          const weight = WEIGHTS[style];
          const text = TEXT[f.role];
          const sizeAdjust = width(web.family, weight, text) / width(`fb-${f.name}-${style}`, 400, text);
          const { ascent, descent } = vertical(web.family);
          out[`${f.name}-${style}`] = { role: f.role, weight, sizeAdjust, ascent: ascent / sizeAdjust, descent: descent / sizeAdjust };
        }
      }
      return out;
    },
    { WEB, FALLBACKS, WEIGHTS, TEXT },
  );
  const pct = (n) => `${(n * 100).toFixed(2)}%`;
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name} (${r.role}, web font at ${r.weight}): size-adjust: ${pct(r.sizeAdjust)}; ascent-override: ${pct(r.ascent)}; descent-override: ${pct(r.descent)}; line-gap-override: 0%;`,
    );
  }
  if (!gelasio) console.log("(georgia skipped: set GELASIO_DIR, see the header of this script)");
} finally {
  await browser.close();
}
