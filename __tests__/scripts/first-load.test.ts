import fs from "fs";
import os from "os";
import path from "path";
import { firstLoadScripts, gzipSize, routeWeight } from "../../scripts/lib/first-load";

/** A minimal synthetic Gatsby build: app group, two page components sharing a chunk. */
function fakeBuild(): string {
  // public/ and, beside it, build-info/ with webpack's stats (plugins/hosting/buildInfo.ts).
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "first-load-")), "public");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    "../build-info/webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "framework-2.js" }, { name: "app-3.js" }, { name: "app-3.js.map" }] },
        "component---a": { assets: [{ name: "shared-4.js" }, { name: "component---a-5.js" }] },
        "component---b": { assets: [{ name: "shared-4.js" }] },
      },
    }),
  );
  for (const name of ["webpack-runtime-1.js", "framework-2.js", "app-3.js", "shared-4.js", "component---a-5.js"]) {
    write(name, `/* ${name} */ ${"x".repeat(200)}`);
  }
  write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---a" }));
  write("page-data/about/page-data.json", JSON.stringify({ componentChunkName: "component---b" }));
  write("page-data/404.html/page-data.json", JSON.stringify({ componentChunkName: "component---missing" }));
  write("index.html", '<html><head><style>body{margin:0}</style><link rel="stylesheet" href="/styles.css"></head></html>');
  write("styles.css", "p{color:red}");
  write("about/index.html", '<html><body><script src="/page-scripts/0123abcd.js"></script></body></html>');
  write("page-scripts/0123abcd.js", "window.pagePath=1;");
  write("404.html", "<html></html>");
  return dir;
}

// The scripts a page's HTML names come first: the build moves Gatsby's inline scripts into files.
describe("first-load measurement", () => {
  const dir = fakeBuild();

  it("counts the app group plus the route's component group, once each, JavaScript only", () => {
    expect(firstLoadScripts(dir, "/")).toEqual(["webpack-runtime-1.js", "framework-2.js", "app-3.js", "shared-4.js", "component---a-5.js"]);
    expect(firstLoadScripts(dir, "/about")).toEqual([
      "page-scripts/0123abcd.js",
      "webpack-runtime-1.js",
      "framework-2.js",
      "app-3.js",
      "shared-4.js",
    ]);
  });

  it("sums gzip sizes of those scripts and weighs HTML and CSS", () => {
    const weight = routeWeight(dir, "/");
    const expectedJs = firstLoadScripts(dir, "/").reduce((sum, name) => sum + gzipSize(fs.readFileSync(path.join(dir, name))), 0);
    expect(weight.jsGzip).toBe(expectedJs);
    expect(weight.htmlBytes).toBe(fs.statSync(path.join(dir, "index.html")).size);
    expect(weight.cssGzip).toBeGreaterThan(gzipSize(Buffer.from("p{color:red}")) - 1);
    expect(weight.inlineCssBytes).toBe("body{margin:0}".length);
  });

  it("counts each executable inline script as the file it would be, and no data block", () => {
    const pagePath = '/*<![CDATA[*/window.pagePath="/";/*]]>*/';
    const hash = 'window.___webpackCompilationHash="e6d6e66889ccafc962c3";';
    const floor = fakeBuild(); // its own copy: this page replaces the home page
    fs.writeFileSync(
      path.join(floor, "index.html"),
      `<html><head><script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body>` +
        `<script id="gatsby-script-loader">${pagePath}</script><script>${hash}</script><script type="module">${hash}</script>` +
        `<script type="text/x-template"><p></p></script><script src="/app-3.js" async=""></script></body></html>`,
    );
    const weight = routeWeight(floor, "/");
    const filesOnly = firstLoadScripts(floor, "/").reduce((sum, name) => sum + gzipSize(fs.readFileSync(path.join(floor, name))), 0);
    const inline = [pagePath, hash, hash].map((body) => gzipSize(Buffer.from(body)));
    expect(weight.scripts.filter((s) => s.name.startsWith("inline")).map((s) => s.gzip)).toEqual(inline);
    expect(weight.jsGzip).toBe(filesOnly + inline.reduce((a, b) => a + b, 0));
  });

  it("names the route when its component group is missing from the stats", () => {
    expect(() => firstLoadScripts(dir, "/404")).toThrow('no chunk group "component---missing" (route /404)');
  });
});
