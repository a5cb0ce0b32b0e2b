/**
 * The chart's box: a bar of BAR_WIDTH per class with GAP between them, HEIGHT tall (100%, so a
 * bar's height in the box is its rate). Three classes make a box of 178 x 100, the shape of the
 * chart on the page (4 x 2.25 rem: ProgramOutcomes.module.scss). The chart is drawn upside down
 * (the stylesheet turns it over), so each bar's path starts at its foot: "v94" is a bar of 94%.
 */
export const CHART = { barWidth: 44, gap: 23, height: 100 } as const;

/** The box's width for `count` bars. */
export const chartWidth = (count: number) => count * CHART.barWidth + Math.max(0, count - 1) * CHART.gap;

/**
 * One SVG path of a bar per class, each as tall as its rate on a scale of 0 to 100% (never cut:
 * 94% and 96% look as close as they are), rounded to a whole percent; a class without a result, or
 * a rate outside 0-100, draws no bar. `percents` of [100, 50] is "M0 0v100h44V0M67 0v50h44V0".
 */
export function barsPath(percents: readonly (number | null)[]): string {
  const { barWidth, gap } = CHART;
  return percents
    .map((percent, i) =>
      percent === null || !(percent >= 0 && percent <= 100) ? "" : `M${i * (barWidth + gap)} 0v${Math.round(percent)}h${barWidth}V0`,
    )
    .join("");
}

/** The full height of each bar (the scale's 100%), behind the bars. */
export function tracksPath(count: number): string {
  return barsPath(Array.from({ length: count }, () => 100));
}
