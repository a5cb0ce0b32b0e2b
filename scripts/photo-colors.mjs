#!/usr/bin/env node
// Computes each photo's placeholder colour (and nominal size) ONCE from a local copy, so the
// build never needs the image files: content/photos.json stores the results.
//
//   npm run photo-colors -- path/to/new-photo.jpg
//       A new photo: prints its "width", "height" and "dominantColor" to paste into its
//       photos.json record. Download the photo from its CDN URL (any size: only the aspect ratio
//       counts) and pass the file.
//   npm run photo-colors -- [--write] [--dir ../shared/photos]
//       Every photos.json record against <dir>/<key>.jpg: prints what differs, --write saves it.
//       Records without a local copy are listed as not checked (never "up to date").
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
import { parseArgs } from "node:util";
import sharp from "sharp";
import { root } from "./lib/cli.mjs";

const { values: options, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { write: { type: "boolean" }, dir: { type: "string" } },
});
const photoDir = options.dir ?? path.join(root, "..", "shared", "photos");
const jsonPath = path.join(root, "content", "photos.json");

const LANDSCAPE_WIDTH = 2400;
const PORTRAIT_WIDTH = 1600;
// sharp's darkest bin: shadows of every hue (see above).
const DARKEST_BIN = "#080808";

const hex = ({ r, g, b }) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, "0")).join("")}`;

async function measure(file) {
  const [{ width, height }, { dominant }] = await Promise.all([sharp(file).metadata(), sharp(file).stats()]);
  let dominantColor = hex(dominant);
  if (dominantColor === DARKEST_BIN) {
    const { data } = await sharp(file).removeAlpha().resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    dominantColor = hex({ r: data[0], g: data[1], b: data[2] });
  }
  const nominalWidth = width >= height ? LANDSCAPE_WIDTH : PORTRAIT_WIDTH;
  return { width: nominalWidth, height: Math.round((nominalWidth * height) / width), dominantColor };
}

async function measureFiles() {
  for (const file of files) {
    if (!fs.existsSync(file)) {
      console.error(`no such file: ${file}`);
      process.exitCode = 1;
      continue;
    }
    const fields = Object.entries(await measure(file)).map(([name, value]) => `"${name}": ${JSON.stringify(value)}`);
    console.log(`${path.basename(file).replace(/\.[^.]+$/, "")}: ${fields.join(", ")}`);
  }
  console.log("Copy these fields into the photo's record in content/photos.json.");
}

async function checkRegistry() {
  const data = JSON.parse(fs.readFileSync(jsonPath, "utf8"));
  let changed = 0;
  const unchecked = [];
  for (const photo of data.photos) {
    const file = path.join(photoDir, `${photo.key}.jpg`);
    if (!fs.existsSync(file)) {
      unchecked.push(photo.key);
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
  const checked = data.photos.length - unchecked.length;
  if (options.write && changed > 0) {
    fs.writeFileSync(jsonPath, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`wrote ${changed} change(s) to ${path.relative(process.cwd(), jsonPath)}`);
  } else if (!options.write) {
    if (changed > 0) console.log(`${changed} field(s) differ (run with --write)`);
    else if (checked === data.photos.length) console.log(`all ${checked} photos checked: photos.json is up to date`);
    else if (checked > 0) console.log(`${checked} of ${data.photos.length} photos checked: those are up to date`);
  }
  if (unchecked.length > 0) {
    console.log(
      `${unchecked.length} photo(s) NOT checked, no local copy in ${photoDir}: ${unchecked.join(", ")}.\n` +
        `Measure a new photo with: npm run photo-colors -- path/to/photo.jpg`,
    );
  }
  if (!options.write && (changed > 0 || unchecked.length > 0)) process.exitCode = 1;
}

if (files.length > 0) await measureFiles();
else await checkRegistry();
