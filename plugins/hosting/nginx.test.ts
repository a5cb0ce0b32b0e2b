/**
 * @jest-environment node
 */
import { nginxConfig, nginxLocation } from "./nginx";
import { MIME_TYPES, unknownExtensions } from "./mimeTypes";
import { CACHE_IMMUTABLE, DEFAULT_CACHE_CONTROL, buildCsp, headerRules } from "./headers";

test("_headers patterns become the nginx locations that match the same paths", () => {
  expect(nginxLocation("/*")).toBe("server");
  expect(nginxLocation("/robots.txt")).toBe("location = /robots.txt");
  expect(nginxLocation("/static/*")).toBe("location ^~ /static/");
  expect(nginxLocation("/*.js")).toBe('location ~ "\\.js$"');
  expect(nginxLocation("/*.LICENSE.txt")).toBe('location ~ "\\.LICENSE\\.txt$"');
  expect(() => nginxLocation("/a/*/b")).toThrow(/unsupported/);
  expect(() => nginxLocation("/*/*")).toThrow(/more than one/);
});

describe("the generated include", () => {
  const conf = nginxConfig(headerRules(), "comment");
  const blocks = conf.split(/\n(?=location )/);

  test("every location repeats every header of /* with always (nginx drops inherited add_header)", () => {
    const locations = blocks.slice(1).filter((b) => !b.startsWith("location = /_headers"));
    expect(locations.length).toBe(headerRules().length - 1);
    for (const block of [blocks[0], ...locations]) {
      expect(block).toContain(`add_header Content-Security-Policy "${buildCsp()}" always;`);
      expect(block).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
      expect(block.match(/add_header Cache-Control/g)).toHaveLength(1);
    }
    expect(conf).not.toMatch(/add_header(?!.* always;$)/m);
  });

  test("caching: hashed files immutable, everything else the hosts' default", () => {
    expect(blocks.find((b) => b.startsWith('location ~ "\\.js$"'))).toContain(`Cache-Control "${CACHE_IMMUTABLE}" always;`);
    expect(blocks[0]).toContain(`Cache-Control "${DEFAULT_CACHE_CONTROL}" always;`);
  });

  test("MIME types for every file kind (.ics, .webmanifest included), the 404 page, relative redirects", () => {
    expect(conf).toMatch(/^ {4}application\/manifest\+json webmanifest;$/m);
    expect(conf).toMatch(/^ {4}text\/calendar ics;$/m);
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("absolute_redirect off;");
    expect(conf).toContain("location = /_headers {\n    return 404;\n}");
    expect(blocks.find((b) => b.startsWith("location ^~ /calendar/"))).toContain('default_type "text/calendar; charset=utf-8";');
  });

  test("charset on every text type but text/html, which nginx always includes (listing it warns at each start)", () => {
    const charsetTypes = conf.match(/^charset_types (.*);$/m)?.[1].split(" ");
    expect(charsetTypes).toEqual(expect.arrayContaining(["text/css", "application/javascript", "text/calendar", "image/svg+xml"]));
    expect(charsetTypes).not.toContain("text/html");
  });
});

test("unknownExtensions names file types the MIME table lacks", () => {
  expect(unknownExtensions(["a/index.html", "x.js.LICENSE.txt", "b.pdf", "c.PDF", "_headers", "d.ics"])).toEqual(["pdf"]);
  expect("ics" in MIME_TYPES && "webmanifest" in MIME_TYPES).toBe(true);
});
