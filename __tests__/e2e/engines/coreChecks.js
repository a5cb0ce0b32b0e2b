/* eslint-disable */
// The core browser checks, run inside the page by every engine's driver (Firefox over WebDriver
// BiDi, WebKitGTK over WebDriver): plain browser JavaScript with no test-library help, so it means
// the same in Gecko, WebKit and Blink. The driver sends this function's source and awaits the
// list of problems it resolves to. Options: { solidAfterPx, intervalMs, controls: [labels of the
// carousel's own buttons], pauseLabel, checkCarousel, sectionMenuLabel, phoneMenu, search: { queries: [{ query, expect }], closeLabel }, giveUpMs }.
// Every wait is for a condition, polled once a frame (`until`), or for an event; `giveUpMs` only
// bounds how long a condition that never comes is waited for before it is reported.
async function coreChecks(options) {
  const problems = [];
  const giveUpMs = options.giveUpMs || 20000;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  /** Resolves true as soon as condition() holds (checked once a frame), false if it never does. */
  const until = async (condition) => {
    const started = performance.now();
    while (!condition()) {
      if (performance.now() - started > giveUpMs) return false;
      await frame();
    }
    return true;
  };
  const root = document.documentElement;
  // The site scrolls smoothly (scroll-behavior: smooth); the checks jump, then let a frame pass.
  const jump = async (y) => {
    window.scrollTo({ top: y, left: 0, behavior: "instant" });
    await frame();
    await frame();
  };

  // CSP violations since the page started loading: a buffered ReportingObserver receives the
  // ones queued before it existed (every engine; the only early view WebKit's driver gives).
  // Errors and violations during the checks themselves are caught as they happen.
  const seen = [];
  const cspReport = (body) =>
    `CSP violation: ${body.effectiveDirective || body.violatedDirective} blocked ${body.blockedURL || body.blockedURI || "inline"}`;
  let observer = null;
  if (typeof ReportingObserver === "function") {
    observer = new ReportingObserver((reports) => reports.forEach((r) => seen.push(cspReport(r.body))), {
      types: ["csp-violation"],
      buffered: true,
    });
    observer.observe();
  } else if (options.requireReportingObserver) {
    problems.push("this engine has no ReportingObserver: CSP violations before the checks cannot be seen");
  }
  addEventListener("error", (e) => seen.push(`page error: ${e.message}`));
  addEventListener("unhandledrejection", (e) => seen.push(`unhandled rejection: ${(e.reason && e.reason.message) || e.reason}`));
  document.addEventListener("securitypolicyviolation", (e) => seen.push(cspReport(e)));

  // The timeouts the page sets from now on, by delay, until they fire or are cleared (the
  // carousel re-arms its timer after every advance, through window.setTimeout).
  const pending = new Map();
  const nativeSetTimeout = window.setTimeout;
  const nativeClearTimeout = window.clearTimeout;
  window.setTimeout = function (handler, delay, ...args) {
    let id;
    const run = function (...callArgs) {
      pending.delete(id);
      return typeof handler === "function" ? handler.apply(this, callArgs) : (0, eval)(String(handler));
    };
    id = nativeSetTimeout.call(window, run, delay, ...args);
    pending.set(id, Number(delay) || 0);
    return id;
  };
  window.clearTimeout = function (id) {
    pending.delete(id);
    return nativeClearTimeout.call(window, id);
  };

  // Hydrated: Gatsby marks "onInitialClientRender" once the first render's effects have run (the
  // menu button and the carousel work from then on).
  if (!(await until(() => performance.getEntriesByName("onInitialClientRender").length > 0))) problems.push("the page never hydrated");

  // Photos: scroll through the page so every lazy photo is requested, then each rendered <img>
  // must have loaded (the photo hosts are routed to local images).
  for (let y = 0; y < root.scrollHeight; y += Math.round(innerHeight * 0.7)) await jump(y);
  await jump(root.scrollHeight);
  const images = [...document.images].filter((img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== "hidden");
  for (const img of images.filter((i) => !i.complete)) {
    // A lazy photo the pass went by too fast for gets its own look.
    img.scrollIntoView({ block: "center", behavior: "instant" });
    await until(() => img.complete);
  }
  for (const img of images) {
    if (!img.complete || img.naturalWidth === 0) problems.push(`photo did not load: ${img.currentSrc || img.src}`);
  }

  // No horizontal overflow (a classic scrollbar may take its width from the viewport).
  const overflow = root.scrollWidth - root.clientWidth;
  if (overflow > 0)
    problems.push(`horizontal overflow of ${overflow}px (scrollWidth ${root.scrollWidth}, clientWidth ${root.clientWidth})`);

  // The fixed bar around the main navigation: solid past solidAfterPx. Solid = an opaque
  // background on the bar or one of its ::before/::after layers.
  await jump(0);
  let bar = document.querySelector("header nav");
  while (bar && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
  const opacity = () => {
    let alpha = 0;
    for (const pseudo of [null, "::before", "::after"]) {
      const style = getComputedStyle(bar, pseudo);
      if (pseudo && (style.content === "none" || style.display === "none")) continue;
      const match = style.backgroundColor.match(/rgba?\(([^)]+)\)/);
      const parts = match ? match[1].split(",") : [];
      const a = match ? (parts[3] === undefined ? 1 : parseFloat(parts[3])) : 0;
      alpha = Math.max(alpha, a * parseFloat(style.opacity));
    }
    return alpha;
  };
  // No time-based transition running (scroll-driven animations follow the scroll for good).
  const atRest = () =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.timeline !== document.timeline || a.effect.getTiming().iterations === Infinity);
  if (!bar) problems.push("no fixed bar around the main navigation");
  else {
    await until(atRest);
    const atTop = opacity() > 0.5;
    await jump(options.solidAfterPx + 1);
    // The scroll handler, a frame and the colour transition.
    if (!(await until(() => opacity() > 0.5)))
      problems.push(`nav bar not solid at scrollY ${window.scrollY} (background alpha ${opacity()})`);
    await jump(0);
    if (!(await until(() => opacity() > 0.5 === atTop)))
      problems.push(`nav bar did not return to its look at the top (background alpha ${opacity()})`);
  }

  // Site search: "/" opens the search box with its field focused, the built index answers every
  // query (its first result on the expected page), Close closes it (from 1024 px, focus back on
  // the bar's Search button).
  if (options.search) {
    // The header hydrates in a pass of its own: "/" works once it has, as its Search button shows.
    if (!(await until(() => document.querySelector('header [aria-haspopup="dialog"]'))))
      problems.push("the header's Search never became a button");
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true, cancelable: true }));
    const field = () => document.querySelector("dialog[open] input[type=search]");
    if (!(await until(() => field() && document.activeElement === field())))
      problems.push('"/" did not open the search box with its field focused');
    else {
      const input = field();
      const links = () => [...document.querySelectorAll("dialog[open] ul a")];
      const status = () => document.querySelector("dialog[open] [role=status]").textContent;
      for (const { query, expect } of options.search.queries) {
        // As typing does: the native value setter, then the input event React listens to.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        if (!(await until(() => status().includes(`“${query}”`) && links().length > 0)))
          problems.push(`the search box found nothing for "${query}"`);
        else if (links()[0].getAttribute("href").split("#")[0] !== expect)
          problems.push(`"${query}" first finds ${links()[0].getAttribute("href")}, not ${expect}`);
      }
      const close = [...document.querySelectorAll("dialog[open] button")].find((b) => b.textContent.trim() === options.search.closeLabel);
      if (!close) problems.push(`no "${options.search.closeLabel}" button in the search box`);
      else {
        close.click();
        if (!(await until(() => !document.querySelector("dialog[open]")))) problems.push("Close did not close the search box");
        else if (innerWidth >= 1024 && !(await until(() => document.activeElement.matches('header [aria-haspopup="dialog"]'))))
          problems.push("closing the search box did not return focus to Search");
      }
    }
  }

  // The menu, at the widths where its button shows (options.phoneMenu): opens, closes, closes on
  // navigation. The button sits in the header beside the menu it controls.
  const menuButton = () => document.querySelector("header button[aria-controls][aria-expanded]");
  const button = menuButton();
  if (options.phoneMenu && !(button && button.getClientRects().length > 0)) problems.push("no menu button on screen in the header");
  else if (options.phoneMenu) {
    const menu = () => document.getElementById(button.getAttribute("aria-controls"));
    const shown = () => {
      const link = menu() && menu().querySelector("a");
      return Boolean(link && link.getClientRects().length > 0 && getComputedStyle(link).visibility !== "hidden");
    };
    const isOpen = () => menuButton().getAttribute("aria-expanded") === "true" && shown();
    const isClosed = () => menuButton().getAttribute("aria-expanded") === "false" && !shown();
    button.click();
    if (!(await until(isOpen))) problems.push("the menu button does not open the menu");
    button.click();
    if (!(await until(isClosed))) problems.push("the menu button does not close the menu");
    button.click();
    await until(isOpen);
    // A page link (the menu's Search is a link only until React runs: then it opens the search
    // box) closes the menu as it is followed. Links are plain <a>, so following one loads a new
    // document, which would end these checks: the click's navigation is held back, after the
    // page's own handlers have seen it.
    const link = [...menu().querySelectorAll('a[href^="/"]:not([role=button])')].find((a) => a.pathname !== location.pathname);
    if (!link) problems.push("no link to another page in the menu");
    else {
      const hold = (event) => event.preventDefault();
      window.addEventListener("click", hold, { once: true });
      link.click();
      window.removeEventListener("click", hold);
      if (!(await until(isClosed))) problems.push(`the menu is still open after its link to ${link.pathname} was followed`);
    }
    // Closed, the menu's backdrop stays a moment over the page (it catches the press that closed
    // it): the checks after these go on once the page under it is reachable again.
    const uncovered = () => {
      const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      return Boolean(hit) && !menuButton().closest("header").contains(hit);
    };
    if (!(await until(uncovered))) problems.push("the page is still covered by the menu's backdrop after the menu closed");
  }

  // The page's menu of its own sections (a program page's), where it has one: every link lands
  // its section's heading in view, under nothing fixed or sticky (the nav bar, the menu bar); on
  // screens of 1024 px and wider the menu is sticky and still in view at the last section; below
  // 1280 px its links sit on one line.
  const sectionMenu = [...document.querySelectorAll("main nav")].find((nav) => nav.getAttribute("aria-label") === options.sectionMenuLabel);
  if (sectionMenu) {
    const links = [...sectionMenu.querySelectorAll('a[href^="#"]')];
    const still = async () => {
      let last = -1;
      let frames = 0;
      await until(() => {
        frames = window.scrollY === last ? frames + 1 : 0;
        last = window.scrollY;
        return frames >= 5;
      });
    };
    let sticky = sectionMenu;
    while (sticky && getComputedStyle(sticky).position !== "sticky") sticky = sticky.parentElement;
    if (matchMedia("(min-width: 64em)").matches && !sticky) problems.push("the section menu is not sticky from 1024 px");
    if (matchMedia("(max-width: 79.99em)").matches && new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size > 1)
      problems.push("the section menu's links are not on one line");
    for (const link of links) {
      await jump(0);
      link.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
      link.click();
      await still();
      const heading = document.getElementById(`${link.hash.slice(1)}-heading`) || document.getElementById(link.hash.slice(1));
      const box = heading.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 4, box.top + 4);
      if (location.hash !== link.hash) problems.push(`the section menu's ${link.hash} did not become the page's address`);
      if (box.top < 0 || box.top > innerHeight - 20 || !hit || !heading.contains(hit))
        problems.push(
          `the section menu's ${link.hash} left its heading at ${Math.round(box.top)} px, under ${hit ? hit.tagName : "nothing"}`,
        );
      if (sticky) {
        const menuBox = sectionMenu.getBoundingClientRect();
        if (menuBox.top < 0 || menuBox.bottom > innerHeight) problems.push(`the section menu scrolled out of view at ${link.hash}`);
      }
    }
    await jump(0);
  }

  // The carousel advances on its own and stops when paused.
  if (options.checkCarousel) {
    const carousel = document.querySelector('[aria-roledescription="carousel"]');
    if (!carousel) problems.push("no carousel on the page");
    else {
      carousel.scrollIntoView({ block: "center", behavior: "instant" });
      if (document.activeElement) document.activeElement.blur();
      const current = () => {
        const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
        const dots = [...carousel.querySelectorAll("button, [role=tab]")].filter(
          (b) => !options.controls.includes((b.getAttribute("aria-label") || b.textContent || "").trim()),
        );
        const picked =
          dots.length !== slides.length
            ? -1
            : dots.findIndex((b) =>
                ["true", "page", "step"].some((v) =>
                  [b.getAttribute("aria-current"), b.getAttribute("aria-selected"), b.getAttribute("aria-pressed")].includes(v),
                ),
              );
        if (picked >= 0) return picked;
        const shown = slides
          .map((s, i) => (s.getAttribute("aria-hidden") !== "true" && getComputedStyle(s).visibility !== "hidden" ? i : -1))
          .filter((i) => i >= 0);
        return shown.length === 1 ? shown[0] : -1;
      };
      const carouselTimer = () => [...pending.values()].includes(options.intervalMs);
      const first = current();
      // Its own interval, in real time: the advance is the condition.
      const moved = await until(() => current() >= 0 && current() !== first);
      if (first < 0 || !moved) problems.push(`the carousel did not advance on its own (story ${first} -> ${current()})`);
      else if (!(await until(carouselTimer))) problems.push(`the carousel armed no ${options.intervalMs} ms timer after advancing`);
      const pause = [...carousel.querySelectorAll("button")].find(
        (b) => (b.getAttribute("aria-label") || b.textContent || "").trim() === options.pauseLabel,
      );
      if (!pause) problems.push(`no "${options.pauseLabel}" button in the carousel`);
      else {
        const paused = current();
        pause.click();
        pause.blur(); // focus inside would pause it too; the button alone must
        // Stopped: its timer cleared, so nothing can move it on.
        if (!(await until(() => !carouselTimer()))) problems.push(`the carousel's timer is still armed after "${options.pauseLabel}"`);
        if (current() !== paused) problems.push(`the carousel moved on after "${options.pauseLabel}" (story ${paused} -> ${current()})`);
      }
    }
  }

  window.setTimeout = nativeSetTimeout;
  window.clearTimeout = nativeClearTimeout;
  // What the listeners saw, and what a document-start listener saw where the driver can install
  // one (Firefox; WebKit's driver cannot).
  if (observer) observer.takeRecords().forEach((r) => seen.push(cspReport(r.body)));
  for (const entry of [...(window.__engineProblems || []), ...seen]) problems.push(entry);
  return [...new Set(problems)];
}
