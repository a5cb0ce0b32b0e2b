import { FALLBACK_MS, frameworkScripts, LOADER_SOURCE, withDeferredHydration } from "./deferredHydration";

const GATSBY_END =
  '<script id="gatsby-script-loader" src="/page-scripts/aaaa.js"></script><script src="/page-scripts/bbbb.js"></script>' +
  '<script src="/webpack-runtime-1fa7be88a7efde08de8c.js" async=""></script><script src="/framework-c02eddc8faa7b8467bb5.js" async=""></script>' +
  '<script src="/app-f6be9cdfbc16efec8387.js" async=""></script>';
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

  test("replaces them with one loader at the end of <body> that names them, keeping the other scripts in place", () => {
    const html = withDeferredHydration(page(GATSBY_END));
    expect(html).not.toMatch(/<script src="\/(webpack-runtime|framework|app)-/);
    expect(html).toContain(
      '<script id="gatsby-script-loader" src="/page-scripts/aaaa.js"></script><script src="/page-scripts/bbbb.js"></script>',
    );
    const loader = /<script data-scripts="([^"]+)">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader?.[1]).toBe("/webpack-runtime-1fa7be88a7efde08de8c.js /framework-c02eddc8faa7b8467bb5.js /app-f6be9cdfbc16efec8387.js");
    expect(loader?.[2]).toBe(LOADER_SOURCE);
  });

  test("a page without framework scripts, or one already converted, is left as it is", () => {
    expect(withDeferredHydration(page(""))).toBe(page(""));
    const once = withDeferredHydration(page(GATSBY_END));
    expect(withDeferredHydration(once)).toBe(once);
  });

  test("a finished page that gets Gatsby's scripts again keeps one loader, naming the new scripts", () => {
    // As the build leaves it (the loader moved into /page-scripts/), then with new framework scripts
    // in it, as when a later `gatsby build` keeps the HTML and splices in its scripts slice.
    const finished = withDeferredHydration(page(GATSBY_END)).replace(
      /<script data-scripts="([^"]+)">[\s\S]*?<\/script>/,
      '<script data-scripts="$1" src="/page-scripts/cccc.js" defer></script>',
    );
    const restitched = finished.replace("</div>", '</div><script src="/app-0123456789abcdef0123.js" async=""></script>');
    const html = withDeferredHydration(restitched);
    expect(html.match(/data-scripts=/g)).toHaveLength(1);
    expect(/<script data-scripts="([^"]+)">/.exec(html)?.[1]).toBe("/app-0123456789abcdef0123.js");
    expect(html).not.toContain("cccc.js");
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
