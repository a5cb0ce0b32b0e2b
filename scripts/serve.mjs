#!/usr/bin/env node
// npm run serve (and npm start): serves the production build in public/ the way the static hosts
// (Cloudflare Pages, Netlify, the generated nginx config) do, so `npm start` and the bench see
// the same responses as production. Usage: node scripts/serve.mjs [--port 9000] [--root public]
// (PORT env works too). The browser tests run on nginx with the generated include, and the host
// tests also on Cloudflare's own runtime (wrangler pages dev).
//
// Files are sent by `send` (express's static file server: no path out of the root, HEAD) and
// gzipped by `compression`; what the hosts do beyond that is here:
// - a page is a folder (gatsby-config trailingSlash "always"): /academics/ serves
//   public/academics/index.html, /academics gets one permanent redirect (308) to /academics/;
// - an unknown path -> public/404.html with status 404;
// - response headers from public/_headers, read with Netlify's own parser
//   (scripts/lib/headers-file.mjs); Cache-Control defaults to the hosts' "revalidate";
// - the hosts' configuration files (_headers, _redirects) are never served;
// - the MIME types of the nginx include (plugins/hosting/mimeTypes.ts, the site's one table),
//   and gzip for its text types.
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";
import { parseArgs } from "node:util";
import compression from "compression";
import send from "send";
import { isMain, root as projectRoot } from "./lib/cli.mjs";
import { headersFor, readHeadersFile } from "./lib/headers-file.mjs";
import { DEFAULT_CACHE_CONTROL, contentType, TEXT_TYPES } from "../plugins/hosting/index.ts";

/** Files the hosts read as configuration and never serve. */
const HOST_CONFIG_FILES = new Set(["/_headers", "/_redirects", "/_routes.json"]);
const NOT_FOUND_PAGE = "/404.html";
const gzip = compression({ filter: (req, res) => TEXT_TYPES.includes(String(res.getHeader("content-type")).split(";")[0]) });
const plain = { "content-type": "text/plain; charset=utf-8" };

/**
 * Serves the build in `root` on `port` (0: a free one). Resolves to { port, url, close() };
 * close() also drops keep-alive connections, so callers (the bench, the screenshots) never hang
 * on exit. With `tls` ({ key, cert }) it speaks HTTP/2 over TLS, as every CDN the site deploys to
 * does (the bench: Lighthouse's simulation gives an HTTP/1.1 host six connections, and which
 * requests queued behind others changed from run to run).
 */
export async function createServer({ root, port = 9000, host, tls }) {
  const absoluteRoot = path.resolve(root);
  const headersFile = path.join(absoluteRoot, "_headers");
  // Read on the first request after each change, so a server started before a build picks it up.
  let read = { mtime: undefined, rules: [] };
  async function rules() {
    const mtime = fs.statSync(headersFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime !== read.mtime) read = { mtime, rules: mtime === undefined ? [] : await readHeadersFile(headersFile) };
    return read.rules;
  }

  async function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", ...plain }).end("Method Not Allowed\n");
      return;
    }
    const [rawPath, query] = (req.url ?? "/").split(/\?(.*)/s, 2);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      res.writeHead(400, plain).end("Bad Request\n");
      return;
    }
    const headers = headersFor(await rules(), pathname);
    /** Sends `file` (a URL path under the root) with `status`: the type, the default caching, then _headers, which wins as on the hosts. */
    const serve = (file, status) =>
      send(req, file, {
        root: absoluteRoot,
        index: ["index.html"],
        dotfiles: "allow",
        etag: false,
        lastModified: false,
        cacheControl: false,
      })
        .on("headers", (_, filePath) => {
          res.statusCode = status;
          const all = { "content-type": contentType(filePath), "cache-control": DEFAULT_CACHE_CONTROL, ...headers };
          for (const [name, value] of Object.entries(all)) res.setHeader(name, value);
        })
        .on("directory", () => res.writeHead(308, { location: `${rawPath}/${query === undefined ? "" : `?${query}`}` }).end())
        .on("error", (error) => {
          if (error.status === 404 && file !== NOT_FOUND_PAGE) serve(NOT_FOUND_PAGE, 404);
          else res.writeHead(error.status ?? 500, { ...plain, ...headers }).end(`${http.STATUS_CODES[error.status] ?? error.message}\n`);
        })
        .pipe(res);
    gzip(req, res, () => (HOST_CONFIG_FILES.has(pathname) ? serve(NOT_FOUND_PAGE, 404) : serve(rawPath, 200)));
  }

  const listener = (req, res) =>
    handle(req, res).catch((error) => {
      console.error(`serve: ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, plain);
      res.end("Internal Server Error\n");
    });
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, listener) : http.createServer(listener);
  const sessions = new Set();
  server.on("session", (session) => sessions.add(session.on("close", () => sessions.delete(session))));
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `${tls ? "https" : "http"}://localhost:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        if (tls) for (const session of sessions) session.destroy();
        else server.closeAllConnections();
      }),
  };
}

async function main() {
  const { values: args } = parseArgs({
    options: { port: { type: "string", short: "p" }, root: { type: "string" }, host: { type: "string" } },
  });
  const root = path.resolve(args.root ?? path.join(projectRoot, "public"));
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`serve: ${root} has no index.html: run \`npm run build\` first.`);
    process.exit(1);
  }
  // Node refuses a port that is not one, naming it.
  const server = await createServer({ root, port: Number(args.port ?? process.env.PORT ?? 9000), host: args.host });
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
}
