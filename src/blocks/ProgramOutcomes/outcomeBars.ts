/** The chart's box: three bars of BAR_WIDTH with GAP between them, HEIGHT tall (100%). */
export const CHART = { barWidth: 16, gap: 8, height: 36 } as const;

/** The box's width for `count` bars. */
export const chartWidth = (count: number) => count * CHART.barWidth + Math.max(0, count - 1) * CHART.gap;

/**
 * One SVG path of a bar per class, each as tall as its rate on a scale of 0 to 100% (never cut:
 * 94% and 96% look as close as they are), rounded to a tenth; a class without a result, or a rate
 * outside 0-100, draws no bar. `percents` of [100, 50] is "M0 0h16v36h-16zM24 18h16v18h-16z".
 */
export function barsPath(percents: readonly (number | null)[]): string {
  const { barWidth, gap, height } = CHART;
  return percents
    .map((percent, i) => {
      if (percent === null || !(percent >= 0 && percent <= 100)) return "";
      const tall = Math.round(percent * height * 0.1) / 10;
      return `M${i * (barWidth + gap)} ${Math.round((height - tall) * 10) / 10}h${barWidth}v${tall}h-${barWidth}z`;
    })
    .join("");
}

/** The full height of each bar (the scale's 100%), behind the bars. */
export function tracksPath(count: number): string {
  return barsPath(Array.from({ length: count }, () => 100));
}
