import { FALLBACK_MS, frameworkScripts, LOADER_SOURCE, withDeferredHydration } from "./deferredHydration";

const FRAMEWORK =
  '<script src="/webpack-runtime-1fa7be88a7efde08de8c.js" async=""></script><script src="/framework-c02eddc8faa7b8467bb5.js" async=""></script>' +
  '<script src="/app-f6be9cdfbc16efec8387.js" async=""></script>';
const CHUNK_MAP = '\n  window.___chunkMapping="{}";\n';
const BUILD_HASH = 'window.___webpackCompilationHash="e6d6e66889ccafc962c3";';
/** Gatsby's scripts slice as it writes it: two inline scripts, then the framework's. */
const scriptsSlice = (chunkMap = CHUNK_MAP, framework = FRAMEWORK) =>
  `<!-- slice-start id="_gatsby-scripts-1" -->\n<script\n  id="gatsby-chunk-mapping"\n>${chunkMap}</script>` +
  `<script>${BUILD_HASH}</script>${framework}<!-- slice-end id="_gatsby-scripts-1" -->`;
const PAGE_PATH = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>';
const GATSBY_END = PAGE_PATH + scriptsSlice();
const HERO = '<img loading="eager" fetchpriority="high" src="https://images.pexels.com/p.jpg" alt="">';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body><div id="___gatsby">${HERO}</div>${body}</body></html>`;

describe("withDeferredHydration", () => {
  test("finds Gatsby's async scripts in order, and not the in-order scripts moved to /page-scripts/", () => {
    expect(frameworkScripts(page(GATSBY_END))).toEqual([
      "/webpack-runtime-1fa7be88a7efde08de8c.js",
      "/framework-c02eddc8faa7b8467bb5.js",
      "/app-f6be9cdfbc16efec8387.js",
    ]);
  });

  test("replaces them with one loader at the end of <body> that names them and runs the slice's inline scripts first", () => {
    const html = withDeferredHydration(page(GATSBY_END));
    expect(html).not.toMatch(/<script src="\/(webpack-runtime|framework|app)-/);
    // The page path stays where it was; the slice keeps only its markers.
    expect(html).toContain(`${PAGE_PATH}<!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" -->`);
    const loader = /<script data-scripts="([^"]+)">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader?.[1]).toBe("/webpack-runtime-1fa7be88a7efde08de8c.js /framework-c02eddc8faa7b8467bb5.js /app-f6be9cdfbc16efec8387.js");
    expect(loader?.[2]).toBe([CHUNK_MAP, BUILD_HASH, LOADER_SOURCE].join("\n;\n"));
  });

  test("a page without framework scripts, or one already converted, is left as it is", () => {
    expect(withDeferredHydration(page(""))).toBe(page(""));
    const once = withDeferredHydration(page(GATSBY_END));
    expect(withDeferredHydration(once)).toBe(once);
  });

  test("a finished page whose scripts slice Gatsby splices in again keeps one loader, carrying the new slice", () => {
    // As the build leaves it (page path and loader moved into /page-scripts/), then with the slice
    // spliced in again, as when a later `gatsby build` keeps the HTML of an unchanged page.
    const finished = withDeferredHydration(page(GATSBY_END))
      .replace(PAGE_PATH, '<script id="gatsby-script-loader" src="/page-scripts/aaaa.js" defer></script>')
      .replace(
        /<script data-scripts="([^"]+)">[\s\S]*?<\/script>/,
        '<script data-scripts="$1" src="/page-scripts/cccc.js" defer></script>',
      );
    const newMap = 'window.___chunkMapping="{\\"app\\":[]}";';
    const restitched = finished.replace(
      /<!-- slice-start[\s\S]*?slice-end id="_gatsby-scripts-1" -->/,
      scriptsSlice(newMap, '<script src="/app-0123456789abcdef0123.js" async=""></script>'),
    );
    const html = withDeferredHydration(restitched);
    expect(html.match(/data-scripts=/g)).toHaveLength(1);
    expect(html).not.toContain("cccc.js");
    expect(html).toContain('<script id="gatsby-script-loader" src="/page-scripts/aaaa.js" defer></script>');
    const loader = /<script data-scripts="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(loader?.[1]).toBe("/app-0123456789abcdef0123.js");
    expect(loader?.[2]).toBe([newMap, BUILD_HASH, LOADER_SOURCE].join("\n;\n"));
  });
});

// The loader in a DOM: which scripts it adds, and when.
describe("the loader", () => {
  let rafCallbacks: FrameRequestCallback[];

  /** Runs the loader after the given markup; a hero photo in it has not arrived yet, unless `arrived`. */
  function runLoader(heroHtml: string, arrived = false): HTMLImageElement | null {
    document.body.innerHTML = heroHtml;
    const img = document.querySelector("img");
    if (img) {
      Object.defineProperty(img, "complete", { value: arrived });
      // jsdom decodes no image: one that has arrived gets its pixels here, unless the test says not.
      if (arrived && !heroHtml.includes("data-broken")) Object.defineProperty(img, "naturalWidth", { value: 720 });
    }
    // jsdom runs an inline script when it is inserted, with document.currentScript set, as a browser does.
    const script = document.createElement("script");
    script.setAttribute("data-scripts", "/webpack-runtime-1.js /framework-2.js /app-3.js");
    script.textContent = LOADER_SOURCE;
    document.body.appendChild(script);
    return img;
  }
  const added = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  const nextFrame = () => rafCallbacks.splice(0).forEach((callback) => callback(0));

  beforeEach(() => {
    jest.useFakeTimers();
    rafCallbacks = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => rafCallbacks.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("waits for the hero photo, then for the next frame, then adds the scripts in order, async", () => {
    const hero = runLoader(HERO)!;
    jest.advanceTimersByTime(1000);
    nextFrame();
    expect(added()).toEqual([]);
    hero.dispatchEvent(new Event("load"));
    expect(added()).toEqual([]);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect([...document.querySelectorAll<HTMLScriptElement>("script[src]")].every((s) => s.async)).toBe(true);
  });

  test("a photo that fails to load does not hold hydration back", () => {
    const hero = runLoader(HERO)!;
    hero.dispatchEvent(new Event("error"));
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  test(`a photo that never arrives holds the scripts back ${FALLBACK_MS} ms at most, and they are added once only`, () => {
    const hero = runLoader(HERO)!;
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
    hero.dispatchEvent(new Event("load"));
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  test("a hero photo already there (from the cache) starts after the next frame", () => {
    runLoader(HERO, true);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  test("a page without a hero photo, in a browser without Paint Timing, starts after the next frame", () => {
    runLoader("<p>Not found</p>");
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  test("a hero photo that already failed (complete, no pixels) starts after the next frame", () => {
    const hero = runLoader(HERO.replace("<img ", "<img data-broken "), true)!;
    expect(hero.naturalWidth).toBe(0);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
  });

  // Where the browser reports Element Timing (Chromium), the loader waits for the entry of the
  // hero (elementtiming="hero"): it comes once the frame with the photo has been presented, later
  // than the load event and the next animation frame.
  describe("with Element Timing", () => {
    const ELEMENT_TIMED_HERO = HERO.replace("<img ", '<img elementtiming="hero" ');
    let observers: Array<{ callback: PerformanceObserverCallback; options?: PerformanceObserverInit }>;
    const report = (element: Element | null) =>
      observers.forEach(({ callback }) => callback({ getEntries: () => [{ element, entryType: "element" }] } as never, {} as never));
    const reportPaint = (name: string) =>
      observers.forEach(({ callback }) => callback({ getEntries: () => [{ name, entryType: "paint" }] } as never, {} as never));

    const original = Object.getOwnPropertyDescriptor(window, "PerformanceObserver");
    beforeEach(() => {
      observers = [];
      class FakeObserver {
        static supportedEntryTypes = ["element", "largest-contentful-paint", "paint"];
        constructor(private callback: PerformanceObserverCallback) {}
        observe(options?: PerformanceObserverInit) {
          observers.push({ callback: this.callback, options });
        }
        disconnect() {}
      }
      Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true });
    });
    afterEach(() => {
      if (original) Object.defineProperty(window, "PerformanceObserver", original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    test("waits for the hero's entry (buffered), not for its load event and the next frame", () => {
      const hero = runLoader(ELEMENT_TIMED_HERO)!;
      expect(observers.map((o) => o.options)).toEqual([{ type: "element", buffered: true }]);
      hero.dispatchEvent(new Event("load"));
      nextFrame();
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual([]);
      report(document.createElement("img")); // another element's entry
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);
      report(hero);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
      report(hero);
      jest.advanceTimersByTime(0);
      expect(added()).toHaveLength(3);
    });

    // A page without a hero photo paints its largest element, its banner's text, in its first
    // contentful paint: the scripts wait until that is reported, not for the next frame (which
    // can be painted after they were asked for).
    test("a page without a hero photo waits for its first contentful paint (buffered), not for the next frame", () => {
      runLoader("<h1>Privacy Policy</h1>");
      expect(observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
      nextFrame();
      jest.advanceTimersByTime(1000);
      reportPaint("first-paint");
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);
      reportPaint("first-contentful-paint");
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    });

    test("a page without a hero photo whose first contentful paint never comes starts at the fallback", () => {
      runLoader("<h1>Privacy Policy</h1>");
      nextFrame();
      jest.advanceTimersByTime(FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toHaveLength(3);
    });

    test("a hero photo without the elementtiming attribute falls back to its load event and the next frame", () => {
      const hero = runLoader(HERO)!;
      expect(observers).toEqual([]);
      hero.dispatchEvent(new Event("load"));
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(added()).toHaveLength(3);
    });

    test("a photo that fails to load (so never has an entry) does not hold hydration back", () => {
      const hero = runLoader(ELEMENT_TIMED_HERO)!;
      hero.dispatchEvent(new Event("error"));
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(added()).toHaveLength(3);
    });
  });
});
