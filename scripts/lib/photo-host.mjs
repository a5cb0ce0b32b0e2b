// A local stand-in for the stock-photo CDNs (plugins/photos' PHOTO_ORIGINS), for
// measurements in a browser that cannot reach them. Chromium is pointed at it with
// --host-resolver-rules and --ignore-certificate-errors; it answers every request with an image
// of the requested w x h, cut from the local copy of the same photo when ../shared/photos has it
// (so Lighthouse weighs real image bytes), else a flat placeholder of the same size, in the format
// and quality the real CDN would answer with (./photo-encoding.js).
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
export function readManifest(photosDir) {
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

function selfSignedCertificate() {
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

async function renderImage(file, width, height, format, quality) {
  const image = file
    ? sharp(file).resize(width, height, { fit: "cover" })
    : sharp({ create: { width, height, channels: 3, background: "#8fa9b8" } });
  // format is one of sharp's own encoders: "avif", "webp" or "jpeg" (photoEncoding).
  return image[format]({ quality }).toBuffer();
}

/** Starts the stand-in on a free port; resolves to { port, close }. */
export async function startPhotoHost({ photosDir }) {
  const files = readManifest(photosDir);
  const cache = new Map();
  const server = https.createServer(selfSignedCertificate(), async (req, res) => {
    const url = new URL(req.url, `https://${req.headers.host}`);
    const width = Math.min(Number(url.searchParams.get("w")) || 800, 4000);
    const height = Math.min(Number(url.searchParams.get("h")) || Math.round(width * 0.66), 4000);
    const { format, quality } = photoEncoding(url.href, req.headers.accept);
    const key = `${req.headers.host}${url.pathname}|${width}x${height}|${format}|${quality}`;
    try {
      if (!cache.has(key))
        cache.set(key, await renderImage(files.get(`${req.headers.host}${url.pathname}`), width, height, format, quality));
      res.writeHead(200, { "content-type": `image/${format}`, "cache-control": "public, max-age=31536000" });
      res.end(cache.get(key));
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
