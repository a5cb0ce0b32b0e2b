/**
 * @jest-environment node
 */
// scripts/serve.mjs is what `npm start` and the bench serve public/ with. It is an ES
// module run by node itself, so these tests start it the way `npm run serve` does (a child
// process, --port 0 picks a free port) over a small fake build, and talk raw HTTP to it: raw,
// because a traversal attempt must reach the server un-normalised.
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import http from "http";
import http2 from "http2";
import os from "os";
import path from "path";
import zlib from "zlib";

const script = path.join(__dirname, "..", "..", "scripts", "serve.mjs");

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, rawPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

let dir: string;
let child: ChildProcess;
let port: number;

function write(relative: string, content: string | Buffer) {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"));
  // a secret beside the build root: traversal must never reach it
  fs.writeFileSync(path.join(dir, "secret.txt"), "TOP SECRET");
  dir = path.join(dir, "public");
  write("index.html", "<!doctype html><title>Home</title>");
  write("academics/index.html", "<!doctype html><title>Academics</title>");
  write("404.html", "<!doctype html><title>Not found page</title>");
  write("app-0123456789abcdef0123.js", `console.log(${JSON.stringify("x".repeat(4000))});`);
  write("styles.css", "body{}");
  write("page-data/index/page-data.json", "{}");
  write("icon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("icon.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write("favicon.ico", Buffer.from([0, 0, 1, 0]));
  write("manifest.webmanifest", "{}");
  write("font.woff2", Buffer.from([0]));
  write(
    "_headers",
    [
      "# security headers for every path",
      "/*",
      "  X-Content-Type-Options: nosniff",
      "  Content-Security-Policy: default-src 'self'",
      "/academics/",
      "  X-Page: academics",
      "/*.js",
      "  Cache-Control: public, max-age=31536000, immutable",
      "",
    ].join("\n"),
  );

  child = spawn(process.execPath, ["--import", "tsx", script, "--root", dir, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.stderr!.on("data", (chunk: Buffer) => reject(new Error(chunk.toString())));
    child.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}: ${out}`)));
  });
  // It waits for the server's own line, not for a time: the minute is only when to give up (the
  // default 5 s is too short for a tsx start on a loaded machine).
}, 60_000);

afterAll(() => {
  child?.kill();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe("scripts/serve.mjs", () => {
  test("prints its URL and serves / from index.html as HTML", async () => {
    const res = await get(port, "/");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>Home</title>");
  });

  // The types of the nginx include (plugins/hosting/mimeTypes.ts): the site's one MIME table.
  test.each([
    ["/app-0123456789abcdef0123.js", "application/javascript; charset=utf-8"],
    ["/styles.css", "text/css; charset=utf-8"],
    ["/page-data/index/page-data.json", "application/json; charset=utf-8"],
    ["/icon.svg", "image/svg+xml; charset=utf-8"],
    ["/icon.png", "image/png"],
    ["/favicon.ico", "image/vnd.microsoft.icon"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ["/font.woff2", "font/woff2"],
  ])("%s is served as %s", async (url, type) => {
    const res = await get(port, url);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
  });

  test("trailingSlash always, as on the hosts: /academics/ is served from academics/index.html, /academics redirects", async () => {
    const res = await get(port, "/academics/");
    expect(res.status).toBe(200);
    expect(res.body).toContain("<title>Academics</title>");
    const bare = await get(port, "/academics?x=1");
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe("/academics/?x=1");
  });

  test("never serves the hosts' configuration (_headers)", async () => {
    const res = await get(port, "/_headers");
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("X-Page");
  });

  test("an unknown path answers the 404 page with status 404", async () => {
    const res = await get(port, "/this-page-does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("Not found page");
  });

  test.each(["/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/academics/..%2f..%2fsecret.txt", "/%00index.html"])(
    "path traversal %s is refused",
    async (raw) => {
      const res = await get(port, raw);
      expect(res.status).not.toBe(200);
      expect(res.body).not.toContain("TOP SECRET");
    },
  );

  test("only GET and HEAD are allowed", async () => {
    expect((await get(port, "/", {}, "POST")).status).toBe(405);
  });

  test("headers from public/_headers apply to matching paths, including the 404 page", async () => {
    const home = await get(port, "/");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(home.headers["x-page"]).toBeUndefined();

    const academics = await get(port, "/academics/");
    expect(academics.headers["x-page"]).toBe("academics");
    expect(academics.headers["x-content-type-options"]).toBe("nosniff");

    const missing = await get(port, "/nowhere");
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("HTML keeps the hosts' default (revalidate), a _headers rule sets immutable", async () => {
    expect((await get(port, "/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get(port, "/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("gzips text when the client accepts it", async () => {
    const res = await get(port, "/app-0123456789abcdef0123.js", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body).toContain("xxxx");
  });
});

// The bench serves the build over HTTP/2 with TLS, as the CDNs do (createServer's `tls`).
test("with tls it answers over HTTP/2, with the same headers and compression", async () => {
  const starter = [
    'import { createServer } from "./scripts/serve.mjs";',
    'import { selfSignedCertificate } from "./scripts/lib/photo-host.mjs";',
    `const server = await createServer({ root: ${JSON.stringify(dir)}, port: 0, tls: selfSignedCertificate() });`,
    "console.log(server.url);",
  ].join("\n");
  const tlsChild = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", starter], {
    cwd: path.join(__dirname, "..", ".."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      tlsChild.stdout.on("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
      tlsChild.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
    });
    expect(url).toMatch(/^https:\/\/localhost:\d+$/);
    const session = http2.connect(url, { rejectUnauthorized: false });
    const reply = await new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = session.request({ ":path": "/app-0123456789abcdef0123.js", "accept-encoding": "gzip" });
      const chunks: Buffer[] = [];
      request.on("response", (headers) =>
        request.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ headers, body: Buffer.concat(chunks) })),
      );
      request.on("error", reject);
      request.end();
    });
    session.close();
    expect(reply.headers[":status"]).toBe(200);
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(reply.body).toString()).toContain("console.log");
  } finally {
    tlsChild.kill();
  }
}, 60_000);
