#!/usr/bin/env node
// Computes each photo's placeholder colour (and nominal size) ONCE from the local reference
// copies, so the build never needs the image files: content/photos.json stores the results.
//
//   node scripts/photo-colors.mjs [--write] [--dir /work/shared/photos]
//
// dominantColor: sharp's stats().dominant, the same measure gatsby-plugin-sharp uses for its
//   DOMINANT_COLOR placeholder. Exception: sharp bins colours 16 levels per channel, and on busy
//   photos the darkest bin (#080808: shadows of every hue) often wins, e.g. a bright beach from
//   the air. A near-black box flashing before a light photo is worse than no placeholder, so when
//   the dominant is that bin we use the photo's average colour (a 1x1 resize) instead.
// width/height: the originals' pixel sizes are unknown offline, so the local copy's aspect ratio
//   is recorded at a nominal source width: 2400 px for landscape/square, 1600 px for portrait.
//   The CDN crops to any requested size, so only the ratio (and the widest srcset entry) matter.
// Without --write it prints what would change and exits 1 if anything differs (a CI check).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const args = process.argv.slice(2);
const write = args.includes("--write");
const dirIndex = args.indexOf("--dir");
const photoDir = dirIndex >= 0 ? args[dirIndex + 1] : process.env.PHOTOS_DIR ?? "/work/shared/photos";
const jsonPath = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "../content/photos.json");

export const LANDSCAPE_WIDTH = 2400;
export const PORTRAIT_WIDTH = 1600;

const hex = (n) => n.toString(16).padStart(2, "0");

const DARKEST_BIN = { r: 8, g: 8, b: 8 };

async function placeholderColour(file) {
  const { dominant } = await sharp(file).stats();
  if (dominant.r !== DARKEST_BIN.r || dominant.g !== DARKEST_BIN.g || dominant.b !== DARKEST_BIN.b) return dominant;
  const { data } = await sharp(file).removeAlpha().resize(1, 1).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0], g: data[1], b: data[2] };
}

export async function measure(file) {
  const image = sharp(file);
  const [{ width, height }, dominant] = await Promise.all([image.metadata(), placeholderColour(file)]);
  const nominalWidth = width >= height ? LANDSCAPE_WIDTH : PORTRAIT_WIDTH;
  return {
    width: nominalWidth,
    height: Math.round((nominalWidth * height) / width),
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

const data = JSON.parse(fs.readFileSync(jsonPath, "utf8"));
let changed = 0;
for (const photo of data.photos) {
  const file = path.join(photoDir, `${photo.key}.jpg`);
  if (!fs.existsSync(file)) {
    console.warn(`skip ${photo.key}: no local copy at ${file}`);
    continue;
  }
  const measured = await measure(file);
  for (const [field, value] of Object.entries(measured)) {
    if (photo[field] !== value) {
      console.log(`${photo.key}.${field}: ${photo[field] ?? "(none)"} -> ${value}`);
      photo[field] = value;
      changed += 1;
    }
  }
}
if (write && changed > 0) {
  fs.writeFileSync(jsonPath, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote ${changed} change(s) to ${path.relative(process.cwd(), jsonPath)}`);
} else if (!write) {
  console.log(changed === 0 ? "photos.json is up to date" : `${changed} field(s) differ (run with --write)`);
  process.exitCode = changed === 0 ? 0 : 1;
}
