// What a page did, recorded from inside it from its first moment: an init script installed by
// openRoute (browser.ts) before any of the page's own scripts. It only observes; it never waits
// or changes what the page does. The tests read it (window.__probe) instead of measuring time:
// - layout-shift entries from navigation start (a buffered PerformanceObserver);
// - whether Chromium has reported the hero photo on screen (its Element Timing entry);
// - the hydration loader's fallback timer (the timeout the loader script sets while it runs:
//   document.currentScript is the loader then) and whether it has fired;
// - the state at the moment each framework script was added to the page (hero on screen?
//   fallback fired?), so the order "photo on screen, then scripts" is read, not timed;
// - every pending setTimeout by its delay and due time (the carousel's 5 s timer, armed or not:
//   under Playwright's clock, Date is the page clock), and how many of each delay have fired;
// - User Timing marks (Gatsby marks "onInitialClientRender" when the first render's effects have
//   run: the page is hydrated), recorded even under Playwright's clock, which replaces
//   `performance` by a fake without a timeline;
// - CSP violations.

export interface Probe {
  shifts: { value: number; sources: string[] }[];
  heroShown: boolean;
  /** The page's first contentful paint has been reported (Paint Timing). */
  contentPainted: boolean;
  loaderTimers: { delay: number; fired: boolean }[];
  frameworkStarts: { src: string; heroShown: boolean; contentPainted: boolean; fallbackFired: boolean; loaderTimers: number }[];
  /** The timeouts set and neither fired nor cleared yet: delay, and when due (page clock, ms). */
  pending: () => { delay: number; due: number }[];
  /** Timeouts of a delay that fired since the probe started (by delay). */
  fired: Record<number, number>;
  marks: string[];
  csp: string[];
}

declare global {
  interface Window {
    __probe: Probe;
  }
}

/** Runs inside the page before its scripts (serialised by Playwright: no outer references). */
export function installProbe({ framework }: { framework: string }): void {
  const frameworkPattern = new RegExp(framework);
  const pendingTimeouts = new Map<unknown, { delay: number; due: number }>();
  const probe: Probe = {
    shifts: [],
    heroShown: false,
    contentPainted: false,
    loaderTimers: [],
    frameworkStarts: [],
    pending: () => [...pendingTimeouts.values()],
    fired: {},
    marks: [],
    csp: [],
  };
  window.__probe = probe;

  const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void) => {
    try {
      new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true });
    } catch {
      // an entry type this engine does not know
    }
  };
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  observe("layout-shift", (entries) => {
    for (const entry of entries as Shift[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        if (node instanceof Element) return `${node.tagName.toLowerCase()}.${String(node.getAttribute("class") ?? "").split(" ")[0]}`;
        return node ? node.nodeName : "unknown";
      });
      probe.shifts.push({ value: entry.value, sources });
    }
  });
  observe("element", (entries) => {
    if (entries.some((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === "hero")) probe.heroShown = true;
  });
  observe("paint", (entries) => {
    if (entries.some((entry) => entry.name === "first-contentful-paint")) probe.contentPainted = true;
  });

  const nativeSetTimeout = window.setTimeout as (handler: (...a: unknown[]) => unknown, delay?: number, ...args: unknown[]) => number;
  const nativeClearTimeout = window.clearTimeout;
  window.setTimeout = function (this: unknown, handler: TimerHandler, delay?: number, ...args: unknown[]) {
    const ms = Number(delay) || 0;
    const script = document.currentScript;
    const loaderTimer = script?.hasAttribute("data-scripts") ? { delay: ms, fired: false } : null;
    if (loaderTimer) probe.loaderTimers.push(loaderTimer);
    // eslint-disable-next-line prefer-const -- assigned once the native timer exists
    let id: number;
    const run = function (this: unknown, ...callArgs: unknown[]) {
      pendingTimeouts.delete(id);
      probe.fired[ms] = (probe.fired[ms] ?? 0) + 1;
      if (loaderTimer) loaderTimer.fired = true;
      if (typeof handler === "function") return (handler as (...a: unknown[]) => unknown).apply(this, callArgs);
      return (0, eval)(String(handler));
    };
    // Date.now() first: under Playwright's clock it also brings the clock's timer base up to date,
    // so `due` is exactly when the clock will fire this timer.
    const due = Date.now() + ms;
    id = nativeSetTimeout.call(window, run, delay, ...args);
    pendingTimeouts.set(id, { delay: ms, due });
    return id;
  } as typeof window.setTimeout;
  window.clearTimeout = function (id?: number) {
    pendingTimeouts.delete(id);
    return nativeClearTimeout.call(window, id);
  } as typeof window.clearTimeout;

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement && frameworkPattern.test(node.src)) {
          probe.frameworkStarts.push({
            src: node.src,
            heroShown: probe.heroShown,
            contentPainted: probe.contentPainted,
            fallbackFired: probe.loaderTimers.some((timer) => timer.fired),
            loaderTimers: probe.loaderTimers.length,
          });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });

  const mark = performance.mark;
  performance.mark = function (this: Performance, name: string, ...rest: unknown[]) {
    probe.marks.push(name);
    return (mark as (this: Performance, ...a: unknown[]) => PerformanceMark).call(this, name, ...rest);
  };

  document.addEventListener("securitypolicyviolation", (event) => {
    probe.csp.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`.trim());
  });
}
