/* eslint-disable */
// The core browser checks, run inside the page by every engine's driver (Firefox over WebDriver
// BiDi, WebKitGTK over WebDriver): plain browser JavaScript with no test-library help, so it means
// the same in Gecko, WebKit and Blink. The driver sends this function's source and awaits the
// list of problems it resolves to. Options: { solidAfterPx, intervalMs, controls: [labels of the
// carousel's own buttons], pauseLabel, checkCarousel }.
async function coreChecks(options) {
  const problems = [];
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const root = document.documentElement;
  // The site scrolls smoothly (scroll-behavior: smooth); the checks jump.
  const jump = (y) => window.scrollTo({ top: y, left: 0, behavior: "instant" });

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

  // Photos: scroll through the page so every lazy photo is requested, then each rendered <img>
  // must have loaded (the photo hosts are routed to local images).
  for (let y = 0; y < root.scrollHeight; y += Math.round(innerHeight * 0.7)) {
    jump(y);
    await sleep(100);
  }
  jump(root.scrollHeight);
  const images = [...document.images].filter((img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== "hidden");
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && images.some((img) => !img.complete)) await sleep(100);
  // A lazy photo the quick pass scrolled by too fast (a loaded machine) gets its own look.
  for (const img of images.filter((i) => !i.complete)) {
    img.scrollIntoView({ block: "center", behavior: "instant" });
    const until = Date.now() + 8000;
    while (Date.now() < until && !img.complete) await sleep(100);
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
  jump(0);
  await sleep(200);
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
  if (!bar) problems.push("no fixed bar around the main navigation");
  else {
    jump(options.solidAfterPx + 1);
    // The scroll handler, a frame and the colour transition; a loaded machine may need longer.
    const until = Date.now() + 3000;
    while (Date.now() < until && opacity() <= 0.5) await sleep(100);
    if (opacity() <= 0.5) problems.push(`nav bar not solid at scrollY ${window.scrollY} (background alpha ${opacity()})`);
    jump(0);
    await sleep(200);
  }

  // The menu, where its button shows (narrow screens): opens, closes, closes on navigation.
  const button = document.querySelector("header nav button[aria-controls][aria-expanded]");
  if (button && button.getClientRects().length > 0) {
    const menu = () => document.getElementById(button.getAttribute("aria-controls"));
    const shown = () => {
      const link = menu() && menu().querySelector("a");
      return Boolean(link && link.getClientRects().length > 0 && getComputedStyle(link).visibility !== "hidden");
    };
    button.click();
    await sleep(400);
    if (button.getAttribute("aria-expanded") !== "true" || !shown()) problems.push("the menu button does not open the menu");
    button.click();
    await sleep(400);
    if (button.getAttribute("aria-expanded") !== "false" || shown()) problems.push("the menu button does not close the menu");
    button.click();
    await sleep(400);
    const link = [...menu().querySelectorAll('a[href^="/"]')].find((a) => a.pathname !== location.pathname);
    if (!link) problems.push("no link to another page in the menu");
    else {
      const target = link.pathname;
      link.click();
      const until = Date.now() + 5000;
      while (Date.now() < until && location.pathname !== target) await sleep(100);
      await sleep(600);
      const after = document.querySelector("header nav button[aria-controls][aria-expanded]");
      if (location.pathname !== target) problems.push(`following the menu link to ${target} did not navigate`);
      else if (!after || after.getAttribute("aria-expanded") !== "false" || shown())
        problems.push(`the menu is still open after navigating to ${target}`);
      history.back();
      const back = Date.now() + 5000;
      while (Date.now() < back && location.pathname === target) await sleep(100);
      await sleep(300);
    }
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
      const first = current();
      await sleep(options.intervalMs + 1200);
      const second = current();
      if (first < 0 || second < 0 || first === second)
        problems.push(`the carousel did not advance within ${options.intervalMs + 1200} ms (story ${first} -> ${second})`);
      const pause = [...carousel.querySelectorAll("button")].find(
        (b) => (b.getAttribute("aria-label") || b.textContent || "").trim() === options.pauseLabel,
      );
      if (!pause) problems.push(`no "${options.pauseLabel}" button in the carousel`);
      else {
        pause.click();
        pause.blur(); // focus inside would pause it too; the button alone must
        await sleep(300);
        const paused = current();
        await sleep(options.intervalMs + 1200);
        if (current() !== paused) problems.push(`the carousel moved on after "${options.pauseLabel}" (story ${paused} -> ${current()})`);
      }
    }
  }

  // What the listeners saw, and what a document-start listener saw where the driver can install
  // one (Firefox; WebKit's driver cannot).
  if (observer) observer.takeRecords().forEach((r) => seen.push(cspReport(r.body)));
  for (const entry of [...(window.__engineProblems || []), ...seen]) problems.push(entry);
  return [...new Set(problems)];
}
