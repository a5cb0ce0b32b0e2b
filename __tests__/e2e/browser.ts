// Helpers shared by the browser specs: connect to the one Chromium started in global-setup.mjs,
// open contexts whose stock-photo requests are answered with generated placeholders (no network
// here, and the tests must not depend on a CDN), collect everything that went wrong on a page
// (console errors, page errors, failed or 4xx/5xx requests, requests to other hosts), hold
// responses until a test releases them, and wait for conditions (hydrated, frames painted,
// animations at rest, a page scrolled through): never for a fixed time.
import {
  chromium,
  errors,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route as PwRoute,
} from "playwright-core";
import sharp from "sharp";
import { routeLabel, VIEWPORTS, type Route, type ViewportName } from "./routes";
import { installProbe } from "./probe";
import { whenHostDown } from "./hostWatch";
import { PHOTO_ORIGINS } from "../../plugins/photos";
import { animationsAtRest, HYDRATED_MARK } from "../../scripts/lib/in-page";

export const origin = (): string => {
  const value = process.env.E2E_ORIGIN;
  if (!value) throw new Error("E2E_ORIGIN is not set: run the browser tests through `npm run test:e2e`");
  return value;
};

let browserPromise: Promise<Browser> | null = null;
export function getBrowser(): Promise<Browser> {
  if (!browserPromise) {
    const ws = process.env.E2E_WS_ENDPOINT;
    if (!ws) throw new Error("E2E_WS_ENDPOINT is not set: run the browser tests through `npm run test:e2e`");
    browserPromise = chromium.connect(ws);
  }
  return browserPromise;
}

afterAll(async () => {
  // Disconnect this worker; the browser itself belongs to global-teardown.
  if (browserPromise) await (await browserPromise).close();
  browserPromise = null;
});

/** Requests to the photo CDNs (plugins/photos' PHOTO_ORIGINS). */
export const PHOTO_HOSTS = new RegExp(
  `^(${Object.values(PHOTO_ORIGINS)
    .map((origin) => origin.replace(/[.\\/]/g, "\\$&"))
    .join("|")})/`,
);
const placeholders = new Map<string, Promise<Buffer>>();

/** A flat PNG of the size the stock-photo URL asks for (w/h query parameters, as imgix/Pexels). */
function placeholder(url: string): Promise<Buffer> {
  const params = new URL(url).searchParams;
  const clamp = (n: number) => Math.max(1, Math.min(Math.round(n), 3000));
  const width = clamp(Number(params.get("w")) || 800);
  const height = clamp(Number(params.get("h")) || (width * 2) / 3);
  const key = `${width}x${height}`;
  if (!placeholders.has(key)) {
    placeholders.set(
      key,
      sharp({ create: { width, height, channels: 3, background: "#6f8ea0" } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  return placeholders.get(key)!;
}

export interface OpenOptions extends BrowserContextOptions {
  /**
   * Playwright's clock, installed before any script of the page: "paused" stops it at the page's
   * start (timers fire only through page.clock.runFor/fastForward), "running" lets it flow until
   * the test pauses it.
   */
  clock?: "paused" | "running";
  /** Default "load"; every further wait is for the condition a check needs. */
  waitUntil?: "load" | "domcontentloaded" | "commit";
  /** Runs on the new context before the page loads (e.g. to hold some responses). */
  setup?: (context: BrowserContext) => Promise<unknown>;
}

/** The framework's scripts (webpack runtime, React, the app), which the hydration loader adds. */
export const FRAMEWORK_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/**
 * A fresh context at a viewport with the photo hosts routed, the page probe installed (probe.ts),
 * plus a problem collector. Problems are worded "<route> @<width>: <problem>".
 */
export async function openRoute(
  route: Route,
  viewport: ViewportName | { width: number; height: number },
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[]; label: string }> {
  const browser = await getBrowser();
  const size = typeof viewport === "string" ? VIEWPORTS[viewport] : viewport;
  const label = routeLabel(route, size.width);
  const { clock, waitUntil = "load", setup, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: size, ...contextOptions });
  const problems: string[] = [];
  const base = origin();
  // The 404 route's own document and Gatsby's probe for its page data answer 404 by design.
  const expected404 = new Set<string>();
  if (route.notFound) {
    expected404.add(base + route.path);
    expected404.add(`${base}/page-data${route.path}/page-data.json`);
  }
  const allowed = (url: string) => expected404.has(url.split("?")[0]);

  await context.route(PHOTO_HOSTS, async (r: PwRoute) => {
    await r.fulfill({ status: 200, contentType: "image/png", body: await placeholder(r.request().url()) }).catch(() => undefined);
  });
  await context.route(
    (url) => !url.href.startsWith(base) && !PHOTO_HOSTS.test(url.href) && /^https?:/.test(url.protocol),
    async (r: PwRoute) => {
      problems.push(`${label}: request to another host: ${r.request().url()} (the site makes no network calls but the photo CDNs)`);
      await r.abort("blockedbyclient");
    },
  );
  // The clock first, so that the probe's timer bookkeeping wraps the clock's timers.
  if (clock) {
    const start = Date.now();
    await context.clock.install({ time: start });
    if (clock === "paused") await context.clock.pauseAt(start + 1000);
  }
  await context.addInitScript(installProbe, { framework: FRAMEWORK_SCRIPT.source });

  if (setup) await setup(context);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const where = msg.location()?.url ?? "";
    if (where && allowed(where)) return;
    if (/Failed to load resource/.test(msg.text()) && where) return; // reported by the response listener, with its URL
    problems.push(`${label}: console error: ${msg.text().slice(0, 300)}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`${label}: page error: ${error.message.slice(0, 300)}`));
  page.on("crash", () => problems.push(`${label}: the page crashed`));
  page.on("response", (response) => {
    if (response.status() >= 400 && !allowed(response.url())) {
      problems.push(`${label}: ${response.status()} for ${response.request().resourceType()} ${response.url().replace(base, "")}`);
    }
  });
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    if (/ERR_BLOCKED_BY_CLIENT|ERR_ABORTED/.test(failure)) return; // our own abort above, or a navigation away
    if (!allowed(request.url())) problems.push(`${label}: request failed (${failure}): ${request.url().replace(base, "")}`);
  });

  // A host that dies while the page loads fails the test at once, naming it (hostWatch.ts).
  const hostDown = whenHostDown();
  const response = await Promise.race([page.goto(base + route.path, { waitUntil }), hostDown.down]).finally(hostDown.stop);
  const status = response?.status() ?? 0;
  if (route.notFound ? status !== 404 : status !== 200) {
    problems.push(`${label}: document answered ${status}, expected ${route.notFound ? 404 : 200}`);
  }
  return { context, page, problems, label };
}

/** openRoute, then `check` on the page; the context is closed however `check` ends. */
export async function withRoute(
  route: Route,
  viewport: ViewportName | { width: number; height: number },
  options: OpenOptions,
  check: (opened: Awaited<ReturnType<typeof openRoute>>) => Promise<void>,
): Promise<void> {
  const opened = await openRoute(route, viewport, options);
  try {
    await check(opened);
  } finally {
    await opened.context.close();
  }
}

/** Responses held by the test: none reaches the page until `release()`; later ones pass. */
export interface Held {
  /** Resolves when the first matching request has arrived (and is being held). */
  requested: Promise<void>;
  /** URLs held so far. */
  urls: () => string[];
  release: () => Promise<void>;
}

/** Holds every request matching `pattern` (registered on the context, ahead of the photo stand-ins). */
export async function hold(context: BrowserContext, pattern: RegExp): Promise<Held> {
  const waiting: PwRoute[] = [];
  const seen: string[] = [];
  let open = false;
  let arrived: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  await context.route(pattern, async (route: PwRoute) => {
    if (open) return route.fallback();
    seen.push(route.request().url());
    waiting.push(route);
    arrived();
  });
  return {
    requested,
    urls: () => [...seen],
    release: async () => {
      open = true;
      // A held request of a page that has gone away can no longer be answered.
      await Promise.all(waiting.splice(0).map((route) => route.fallback().catch(() => undefined)));
    },
  };
}

/** Resolves once the page has hydrated: Gatsby's mark after the first render's effects. */
export async function hydrated(page: Page, label: string): Promise<void> {
  await page
    .waitForFunction((mark) => window.__probe.marks.includes(mark), HYDRATED_MARK, { timeout: 60_000, polling: 50 })
    .catch((error: Error) => {
      throw new Error(`${label}: the page never hydrated (no "${HYDRATED_MARK}" mark): ${error.message.split("\n")[0]}`);
    });
}

/** How long a condition may take before a test gives up on it and says which one failed. */
export const CONDITION_TIMEOUT = 30_000;

/** How long a page that stopped waiting may take to answer a plain script, when a wait names why it failed. */
const ANSWER_TIMEOUT = 5_000;

/**
 * Runs `run(arg)` in the page and resolves with its outcome once the page has settled it (frames
 * painted, animations at rest, photos decoded, an observer's report), up to CONDITION_TIMEOUT like
 * every other condition. Past that it fails naming the page (path and width), `step`, and whether
 * the page still runs a script, so a stall says where it is and whether the page's main thread is
 * busy (a loop in the page) or only its frames stopped (the renderer); a crashed page fails at
 * once. `run` is sent to the page as source, as `page.evaluate` does: it may use nothing from
 * outside but `arg` (JSON).
 * The page's promise is handed to `waitForFunction` as its first answer, which Playwright awaits
 * under its timeout: no polling, so it also works where the page's own timers and frames do not
 * run (pages opened without JavaScript).
 */
export async function inPageWait<T, A = null>(page: Page, step: string, run: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
  const where = `${new URL(page.url()).pathname} @${page.viewportSize()?.width ?? "?"}, ${step}`;
  // `run`, then its outcome marked as settled, as one function for the page: built from source in
  // Node, as Playwright itself sends every function to the page (this is never run here).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const settle = new Function(
    `return (arg) => Promise.resolve(arg).then(${run.toString()}).then((value) => ({ settled: true, value }));`,
  )() as (arg: unknown) => Promise<{ settled: boolean; value: T }>;
  let onCrash = () => undefined as void;
  // A renderer that crashed answers nothing, ever: say so at once.
  const crashed = new Promise<"crashed">((resolve) => page.on("crash", (onCrash = () => resolve("crashed"))));
  let outcome: { settled: boolean; value: T } | "crashed" | "timed out";
  try {
    outcome = await Promise.race([
      page.waitForFunction(settle, (arg ?? null) as unknown, { timeout: CONDITION_TIMEOUT }).then(
        (handle) => handle.jsonValue() as Promise<{ settled: boolean; value: T }>,
        (error: Error) => {
          if (error instanceof errors.TimeoutError) return "timed out" as const;
          throw new Error(`${where}: ${error.message}`);
        },
      ),
      crashed,
    ]);
  } finally {
    page.off("crash", onCrash);
  }
  if (outcome === "crashed") throw new Error(`${where}: the page crashed`);
  if (outcome === "timed out") {
    const runsScripts = await reached(page.waitForFunction(() => true, undefined, { timeout: ANSWER_TIMEOUT }));
    throw new Error(
      `${where}: still waiting after ${CONDITION_TIMEOUT / 1000} s; the page ${
        runsScripts
          ? "still runs scripts (its frames or events stopped, not its main thread)"
          : "runs no script either (its main thread is busy)"
      }`,
    );
  }
  // Tripwire: a Playwright that stopped awaiting a promise its function returns would hand back
  // the pending promise here, and every wait above would silently stop waiting.
  if (outcome?.settled !== true)
    throw new Error(`${where}: waitForFunction no longer awaits the page's promise (playwright-core upgrade?)`);
  return outcome.value;
}

/** Two animation frames: whatever a scroll, a resize or a state change lays out has been painted. */
export const nextFrames = (page: Page, step: string): Promise<void> =>
  inPageWait(
    page,
    `${step}: two animation frames`,
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Lays out every section and the footer, as each is once the visitor reaches it, and resolves once
 * they are at rest. Off screen they are not styled or laid out until they near the screen
 * (content-visibility: auto, src/styles/global.scss), so their boxes read as empty and a transition
 * a stylesheet started there waits, unfinished, until then.
 */
export async function layOutEverySection(page: Page, step: string): Promise<void> {
  await page.evaluate(() => {
    const everySection = document.createElement("style");
    everySection.textContent = "*{content-visibility:visible!important}";
    document.head.append(everySection);
  });
  await animationsSettled(page, step);
}

/** Resolves when what is on screen is at rest (animationsAtRest), or names the step that waited. */
export const animationsSettled = (page: Page, step: string): Promise<void> =>
  inPageWait(page, `${step}: animations at rest`, animationsAtRest);

/** Options of a waitForFunction that checks its condition every frame, up to CONDITION_TIMEOUT. */
export const EVERY_FRAME = { timeout: CONDITION_TIMEOUT, polling: "raf" } as const;

/** True once a wait for a condition succeeded, false if it gave up (a problem for the test to name). */
export const reached = (wait: Promise<unknown>): Promise<boolean> =>
  wait.then(
    () => true,
    () => false,
  );

/**
 * Scrolls through the whole page as a visitor would (every reveal passes its line, every lazy
 * photo is asked for), waits until every photo has loaded or failed and every reveal has finished,
 * then goes back to the top. Waits for those events only, never for a time.
 */
export async function scrollThrough(page: Page, label: string): Promise<void> {
  const step = await page.evaluate(() => Math.max(200, Math.floor(window.innerHeight * 0.8)));
  // Scrolls to `top` and answers the page's height then (lazy photos and reveals may change it).
  const jump = (top: number) =>
    page.evaluate((y) => {
      window.scrollTo({ top: y, left: 0, behavior: "instant" });
      return document.documentElement.scrollHeight;
    }, top);
  let height = await jump(0);
  const limit = 3 * height; // a page still growing past three times its first height never ends
  for (let y = 0; y < height; y += step) {
    height = await jump(y);
    if (height > limit) throw new Error(`${label}: the page keeps growing as it is scrolled (${height} px at ${y} px)`);
    // Intersection observers (lazy photos, reveals) run in the frame's update.
    await nextFrames(page, `scrolled through, at ${y} of ${height} px`);
  }
  height = await jump(height);
  await nextFrames(page, `scrolled through, at the bottom (${height} px)`);
  const incomplete = await page.evaluate(() =>
    [...document.images].map((img, index) => (img.complete ? -1 : index)).filter((index) => index >= 0),
  );
  // A lazy photo the pass went by too fast for: brought into view, then loaded or failed (a
  // failure is reported by the tests that check photos).
  for (const index of incomplete) {
    await page
      .waitForFunction(
        (i) => {
          const img = document.images[i];
          if (!img || img.complete) return true;
          img.scrollIntoView({ block: "center", behavior: "instant" });
          return false;
        },
        index,
        { timeout: CONDITION_TIMEOUT, polling: "raf" },
      )
      .catch(async () => {
        const src = await page.evaluate((i) => document.images[i]?.currentSrc || document.images[i]?.src, index);
        throw new Error(`${label}: a photo never finished loading: ${src}`);
      });
  }
  // Every reveal revealed (they only go forward).
  await page
    .waitForFunction(
      () => [...document.querySelectorAll("[data-reveal]")].every((el) => el.getAttribute("data-reveal") === "revealed"),
      undefined,
      {
        timeout: CONDITION_TIMEOUT,
        polling: "raf",
      },
    )
    .catch(async () => {
      const pending = await page.evaluate(() =>
        [...document.querySelectorAll("[data-reveal]:not([data-reveal=revealed])")].map(
          (el) => el.closest("section[id]")?.id ?? el.tagName,
        ),
      );
      throw new Error(`${label}: sections never revealed after the whole page was scrolled through: ${pending.join(", ")}`);
    });
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  await animationsSettled(page, "scrolled through, back at the top");
}

/** Nothing wider than the screen: the outermost offenders, named.  */
export async function overflowProblems(page: Page, label: string): Promise<string[]> {
  await page.evaluate(describeElementSource); // not addScriptTag: the CSP from _headers blocks inline scripts
  const overflow = await page.evaluate(() => {
    const doc = document.documentElement;
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > doc.clientWidth + 1;
      })
      .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => `${describe(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide };
  });
  if (overflow.scrollWidth <= overflow.clientWidth) return [];
  return [`${label}: scrolls horizontally (${overflow.scrollWidth} px wide in ${overflow.clientWidth} px): ${overflow.wide.join("; ")}`];
}

/**
 * One left edge down the page, the footer's: every band's content starts there (a narrow band of
 * reading text too; a full-bleed band starts further left), and below 1024 px a band's photo
 * under its text (more than half the column wide, not a card's) starts there too.
 */
export async function leftEdgeProblems(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label) => {
    const contentLeft = (el: Element) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft);
    const edge = contentLeft(document.querySelector("main ~ footer > *")!);
    const right = (what: string, left: number) =>
      left > edge + 1
        ? [`${label}: ${what} starts at ${Math.round(left)} px, right of the page's left edge at ${Math.round(edge)} px`]
        : [];
    // Each block's band (a frame around it, main's child); the hero, a header, draws its own; a bar
    // or column that stays in view (a program page's section menu, sticky) is beside the bands.
    return [...document.querySelectorAll("main > * > :not(header)")].flatMap((band) => {
      if (getComputedStyle(band).position === "sticky") return [];
      const name = `#${band.id || band.querySelector("[id]")?.id}`;
      const container = band.querySelector(":scope > :not(img)")!; // a photo band's photo comes first
      const column = container.getBoundingClientRect().width / 2;
      const photos = [...band.querySelectorAll("img")].filter(
        (img) => window.innerWidth < 1024 && !img.closest("li, figure") && img.getBoundingClientRect().width > column,
      );
      return [
        ...right(name, contentLeft(container)),
        ...photos.flatMap((img) => right(`the photo of ${name}`, img.getBoundingClientRect().left)),
      ];
    });
  }, label);
}

/**
 * Two bands of one background in a row read as one: the second's content starts at most one band's
 * padding below the first's, not two (an empty band of white between two sections). One band's
 * padding is the larger of the two facing paddings: a slim bar without padding of its own (a
 * program page's section menu) is followed by the next section's own top padding alone.
 */
export async function bandGapProblems(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label) => {
    // A bar or column that stays in view (a program page's section menu) is beside the bands, not one of them.
    const bands = [...document.querySelectorAll("main > * > :not(header)")].filter((el) => getComputedStyle(el).position !== "sticky");
    return bands.slice(1).flatMap((band, i) => {
      const before = bands[i];
      const [a, b] = [getComputedStyle(before), getComputedStyle(band)];
      if (a.backgroundColor !== b.backgroundColor || a.backgroundImage !== b.backgroundImage) return [];
      const end = before.lastElementChild!.getBoundingClientRect().bottom;
      const start = band.querySelector(":scope > :not(img)")!.getBoundingClientRect().top;
      const gap = start - end;
      const padding = Math.max(parseFloat(a.paddingBottom), parseFloat(b.paddingTop));
      return gap > padding + 1
        ? [
            `${label}: #${band.id || band.querySelector("[id]")?.id} starts ${Math.round(gap)} px below the band before it, on the same background (one band's padding is ${Math.round(padding)} px)`,
          ]
        : [];
    });
  }, label);
}

/**
 * Drawings shrunk inside their boxes: an <svg> whose box has a different shape from its viewBox
 * draws smaller than it was sized, centred: typically a flex item squeezed by a neighbour whose
 * text wraps. A tenth is allowed for sizes rounded to rem.
 */
export async function squeezedDrawingProblems(page: Page, label: string): Promise<string[]> {
  await page.evaluate(describeElementSource);
  return page.evaluate((label) => {
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    return [...document.querySelectorAll("svg[viewBox]")].flatMap((svg) => {
      const box = svg.getBoundingClientRect();
      const [, , width, height] = svg
        .getAttribute("viewBox")!
        .split(/[\s,]+/)
        .map(Number);
      if (box.width === 0 || box.height === 0 || svg.getAttribute("preserveAspectRatio") === "none") return [];
      const drawn = Math.min(box.width / width, box.height / height);
      const sized = Math.max(box.width / width, box.height / height);
      if (drawn >= 0.9 * sized) return [];
      return [
        `${label}: ${describe(svg)} draws ${Math.round(width * drawn)}x${Math.round(height * drawn)} px in a ${Math.round(box.width)}x${Math.round(box.height)} px box`,
      ];
    });
  }, label);
}

/** The mobile menu toggle: the button in the header that says what it controls (the panel holding the main navigation). */
export const MENU_BUTTON = "header button[aria-controls][aria-expanded]";

/** A short CSS path for an element, for failure messages. */
export const describeElementSource = `
  window.__describe = (el) => {
    const parts = [];
    for (let n = el; n && n.nodeType === 1 && parts.length < 4; n = n.parentElement) {
      let s = n.tagName.toLowerCase();
      if (n.id) { parts.unshift(s + "#" + n.id); break; }
      const cls = [...n.classList].slice(0, 2).join(".");
      if (cls) s += "." + cls;
      parts.unshift(s);
    }
    return parts.join(" > ");
  };
`;
