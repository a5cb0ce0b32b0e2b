/**
 * @jest-environment node
 *
 * scripts/photo-colors.mjs as docs/content.md's "Add a student story" uses it: given a new photo's file
 * it prints the fields to paste; checking the registry never calls photos without a local copy
 * "up to date".
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";

const script = path.join(__dirname, "..", "..", "scripts", "photo-colors.mjs");
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-photo-colors-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a new photo's file gives its width, height and dominant colour", async () => {
  const file = path.join(dir, "portrait-9.jpg");
  // A portrait (2:3) in one flat colour: the dominant colour is that colour's bin.
  await sharp({ create: { width: 200, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toFile(file);
  const result = run(file);
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^portrait-9: "width": 1600, "height": 2400, "dominantColor": "#[0-9a-f]{6}"$/m);
  expect(result.stdout).toContain("content/photos.json");
});

test("records without a local copy are reported as not checked, never as up to date", () => {
  const result = run("--dir", dir);
  expect(result.status).toBe(1);
  expect(result.stdout).toMatch(/photo\(s\) NOT checked, no local copy in/);
  expect(result.stdout).not.toMatch(/up to date/);
});
