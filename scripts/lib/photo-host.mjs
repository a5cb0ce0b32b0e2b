// A local stand-in for the stock-photo CDNs (plugins/photos' PHOTO_ORIGINS), for
// measurements in a browser that cannot reach them. Chromium is pointed at it with
// --host-resolver-rules and --ignore-certificate-errors; it answers every request as cdnImage
// below does (so Lighthouse weighs real image bytes), in the format and quality the real CDN
// would answer with (./photo-encoding.js). The screenshots use it too.
import { createRequire } from "node:module";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";

const require = createRequire(import.meta.url);
const { photoEncoding } = require("./photo-encoding.js");

// The CDNs are the photos plugin's (TypeScript); tsx loads it here also when this module runs
// without tsx's loader (the e2e tests' global setup, under Jest).
const { PHOTO_ORIGINS } = await tsImport("../../plugins/photos/index.ts", import.meta.url);
/** The photo CDNs' host names. */
export const PHOTO_HOSTS = Object.values(PHOTO_ORIGINS).map((origin) => new URL(origin).host);

/** Maps "host/path" of each CDN URL in MANIFEST.md to its local file. */
function readManifest(photosDir) {
  const manifest = path.join(photosDir, "MANIFEST.md");
  if (!fs.existsSync(manifest)) return new Map();
  const rows = fs.readFileSync(manifest, "utf8").matchAll(/^\|\s*([\w-]+\.jpg)\s*\|\s*(https:\/\/\S+?)\s*\|/gm);
  return new Map(
    [...rows].map(([, file, url]) => {
      const { host, pathname } = new URL(url);
      return [`${host}${pathname}`, path.join(photosDir, file)];
    }),
  );
}

/** A key and certificate for localhost, made with openssl, valid one day (Chromium is told to accept it). */
export function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-host-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/**
 * The CDN's answer for `url` to a browser that sent `accept`: { contentType, body }. Cut from the
 * local copy of the photo when `files` has it, as the CDNs crop (Unsplash around fp-x/fp-y under
 * crop=focalpoint, Pexels around the centre), else a flat placeholder of the requested size.
 */
async function cdnImage(files, url, accept) {
  const u = new URL(url);
  const file = files.get(`${u.host}${u.pathname}`);
  const w = Math.min(Number(u.searchParams.get("w")) || 800, 4000);
  const hParam = Math.min(Number(u.searchParams.get("h")), 4000);
  // format is one of sharp's own encoders: "avif", "webp" or "jpeg" (photoEncoding).
  const { format, quality } = photoEncoding(url, accept);
  const encode = async (image) => ({ contentType: `image/${format}`, body: await image[format]({ quality }).toBuffer() });
  if (!file) {
    return encode(sharp({ create: { width: w, height: hParam || Math.round(w * 0.66), channels: 3, background: "#8fa9b8" } }));
  }
  const meta = await sharp(file).metadata();
  const h = hParam || Math.round((w * meta.height) / meta.width);
  const scale = Math.max(w / meta.width, h / meta.height);
  const sw = Math.max(w, Math.round(meta.width * scale));
  const sh = Math.max(h, Math.round(meta.height * scale));
  const focal = u.searchParams.get("crop") === "focalpoint";
  const fx = focal ? Number(u.searchParams.get("fp-x")) : 0.5;
  const fy = focal ? Number(u.searchParams.get("fp-y")) : 0.5;
  const left = Math.min(Math.max(0, Math.round(fx * sw - w / 2)), sw - w);
  const top = Math.min(Math.max(0, Math.round(fy * sh - h / 2)), sh - h);
  return encode(sharp(file).resize(sw, sh).extract({ left, top, width: w, height: h }));
}

/** Starts the stand-in on a free port; resolves to { port, close }. */
export async function startPhotoHost({ photosDir }) {
  const files = readManifest(photosDir);
  const cache = new Map();
  const server = https.createServer(selfSignedCertificate(), async (req, res) => {
    const url = `https://${req.headers.host}${req.url}`;
    const key = `${url}|${req.headers.accept}`;
    try {
      if (!cache.has(key)) cache.set(key, await cdnImage(files, url, req.headers.accept));
      const { contentType, body } = cache.get(key);
      res.writeHead(200, { "content-type": contentType, "cache-control": "public, max-age=31536000" });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Chromium flags that send both CDN hosts to the stand-in. */
export function photoHostFlags(port) {
  const rules = PHOTO_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(", ");
  return [`--host-resolver-rules=${rules}`, "--ignore-certificate-errors"];
}
