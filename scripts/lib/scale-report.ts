// The pure parts of `npm run bench`'s scale stage (scripts/bench-scale.mjs), here so they are
// tested: which sizes to build, Gatsby's step timings, which built pages are over their budgets
// (the Lighthouse part's routes too), and whether the build time grows at most linearly; and the
// median the Lighthouse part reports of its runs.

/**
 * The factors BENCH_SCALE asks for ("10,100"), always with 1 (the baseline the others are judged
 * against), sorted; when unset or empty the site as it is, 10 and 100 times the programs; none for "off".
 */
export function scaleFactors(value: string | undefined = process.env.BENCH_SCALE): number[] {
  if (value === undefined || value.trim() === "") return [1, 10, 100];
  if (value.trim() === "off") return [];
  const factors = value.split(",").map((part) => Number(part.trim()));
  if (factors.some((f) => !Number.isInteger(f) || f < 1)) {
    throw new Error(`BENCH_SCALE: "${value}" is not a list of whole factors >= 1 such as "10,100" (or "off")`);
  }
  return [...new Set([1, ...factors])].sort((a, b) => a - b);
}

/** Gatsby's step timings from its log ("success run page queries - 12.345s - 800/800 ..."), seconds summed by step. */
export function gatsbySteps(output: string): Record<string, number> {
  const steps: Record<string, number> = {};
  for (const match of output.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s\b/gm)) {
    steps[match[1]] = Math.round(((steps[match[1]] ?? 0) + Number(match[2])) * 10) / 10;
  }
  return steps;
}

export interface Budget {
  floorJsGzip: number;
  maxJsOverFloorGzip: number;
  maxHtmlGzip: number;
  /** Routes allowed more first-load JavaScript over the floor, each with why (perf-budget.json). */
  jsExceptions?: Record<string, { maxJsOverFloorGzip: number; why: string }>;
}

/** A route's first-load JavaScript budget: the floor plus its exception's allowance, else everyone's. */
export function jsBudgetFor(route: string, budget: Budget): number {
  return budget.floorJsGzip + (budget.jsExceptions?.[route]?.maxJsOverFloorGzip ?? budget.maxJsOverFloorGzip);
}

/** Each budget a page is over, in words: HTML gzip over maxHtmlGzip, first-load JS over floor + maxJsOverFloorGzip. */
export function budgetViolations(pages: readonly { route: string; htmlGzip: number; jsGzip: number }[], budget: Budget): string[] {
  const out: string[] = [];
  for (const page of pages) {
    const js = jsBudgetFor(page.route, budget);
    if (page.htmlGzip > budget.maxHtmlGzip) out.push(`${page.route}: HTML ${page.htmlGzip} B gzip > ${budget.maxHtmlGzip} B`);
    if (page.jsGzip > js) out.push(`${page.route}: first-load JS ${page.jsGzip} B gzip > its budget ${js} B`);
  }
  return out;
}

interface Linearity {
  /** Seconds per added page between each size and the one before it ("x1->x10": ...). */
  marginalSecondsPerPage: Record<string, number>;
  tolerance: number;
  linear: boolean;
  verdict: string;
}

/**
 * At most linear: the time each added page costs must not grow with the size. Between
 * consecutive sizes (sorted by pages), the marginal seconds per page of the larger step may exceed
 * the smaller step's by at most `tolerance` (0.5: half as much again, room for a shared machine's
 * noise), plus `noiseSeconds` spread over the step's pages (a step of 72 pages measures a
 * difference of a few seconds between two builds that each vary by seconds).
 */
export function linearityVerdict(
  sizes: readonly { factor: number; pages: number; seconds: number }[],
  tolerance = 0.5,
  noiseSeconds = 10,
): Linearity {
  const sorted = [...sizes].sort((a, b) => a.pages - b.pages);
  const steps = sorted.slice(1).map((size, i) => {
    const before = sorted[i];
    const added = size.pages - before.pages;
    return { name: `x${before.factor}->x${size.factor}`, added, perPage: (size.seconds - before.seconds) / added };
  });
  const marginalSecondsPerPage = Object.fromEntries(steps.map((s) => [s.name, Math.round(s.perPage * 1000) / 1000]));
  const failures: string[] = [];
  for (let i = 1; i < steps.length; i++) {
    const [smaller, larger] = [steps[i - 1], steps[i]];
    const allowed = Math.max(0, smaller.perPage) * (1 + tolerance) + noiseSeconds / smaller.added;
    if (larger.perPage > allowed) {
      failures.push(
        `${larger.name} costs ${larger.perPage.toFixed(3)} s per added page, more than ${allowed.toFixed(3)} s (${smaller.name}'s ${smaller.perPage.toFixed(3)} s x ${1 + tolerance} + ${noiseSeconds} s of noise over its ${smaller.added} pages)`,
      );
    }
  }
  const linear = failures.length === 0;
  const verdict =
    steps.length < 2
      ? "not judged: needs three sizes"
      : linear
        ? `at most linear: each added page costs no more at the larger size (tolerance ${tolerance * 100}% + ${noiseSeconds} s)`
        : `superlinear: ${failures.join("; ")}`;
  return { marginalSecondsPerPage, tolerance, linear: steps.length < 2 || linear, verdict };
}

/** The middle value of a list (the mean of the two middle ones for an even count). */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) throw new Error("medianOf: no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
