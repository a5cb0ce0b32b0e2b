/** @jest-environment node */
import fs from "fs";
import path from "path";
import Ajv2020 from "ajv/dist/2020";
import photosJson from "../../content/photos.json";
import photosSchema from "../../content/schemas/photos.schema.json";
import { photoSource } from "../../plugins/photos";

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(photosSchema);
const clone = () => JSON.parse(JSON.stringify(photosJson)) as typeof photosJson;
const errorsFor = (data: unknown) => (validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

describe("content/photos.json", () => {
  // Its schema and unique keys: plugins/content-validation/records.test.ts "the untouched copy is clean".
  it("every URL is on a supported CDN matching its source", () => {
    for (const photo of photosJson.photos) expect(photoSource(photo.url)).toBe(photo.source);
  });

  it("rejects an unknown host, a URL with a query and a mismatched licence", () => {
    const bad = clone();
    bad.photos[0].url = "https://cdn.example.com/photo-1507525428034-b723cf961d3e";
    expect(errorsFor(bad)).toContain("/photos/0/url must match a schema in anyOf");
    // The content validation prints the url schema's description for a failed anyOf: it must
    // name both supported hosts so the maintainer knows what to write.
    const urlSchema = photosSchema.properties.photos.items.properties.url;
    expect(urlSchema.description).toMatch(/https:\/\/images\.unsplash\.com\/.*https:\/\/images\.pexels\.com\/.*No other host/);

    const query = clone();
    query.photos[0].url += "?w=800";
    expect(errorsFor(query)).toContain("/photos/0/url must match a schema in anyOf");

    const pexelsIdMismatch = clone();
    const vet = pexelsIdMismatch.photos.find((p) => p.source === "pexels");
    if (!vet) throw new Error("fixture: no Pexels photo");
    vet.url = "https://images.pexels.com/photos/123/pexels-photo-456.jpeg";
    expect(errorsFor(pexelsIdMismatch).some((e) => e.endsWith("/url must match a schema in anyOf"))).toBe(true);

    const licence = clone();
    licence.photos[0].licence = "Pexels License";
    expect(errorsFor(licence)).toContain("/photos/0 must match a schema in anyOf");
  });

  it("keeps the aspect ratio of each local reference copy (when the copies are present)", async () => {
    const dir = process.env.PHOTOS_DIR ?? "/work/shared/photos";
    if (!fs.existsSync(dir)) return; // reference copies are not part of the repository
    const sharp = (await import("sharp")).default;
    for (const photo of photosJson.photos) {
      const file = path.join(dir, `${photo.key}.jpg`);
      // A photo added later (docs/content.md: "Add a student story") has no reference copy here.
      if (!fs.existsSync(file)) continue;
      const { width = 0, height = 0 } = await sharp(file).metadata();
      expect(Math.abs(photo.width / photo.height - width / height)).toBeLessThan(0.01);
    }
  });
});
