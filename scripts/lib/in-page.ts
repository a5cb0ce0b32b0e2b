// Functions that run in the page (Playwright sends their source with page.evaluate), shared by
// `npm run screenshots` and the browser tests: they must not use anything from this module's scope
// (values they need are passed as arguments).

/** The User Timing mark Gatsby's production app sets once the first render's effects have run. */
export const HYDRATED_MARK = "onInitialClientRender";

/**
 * Resolves when no time-based animation or transition is running (scroll-driven ones, which follow
 * the scroll for good, and infinite ones do not count): what is on screen is at rest. An element's
 * colour transition may start only when its parent's ends, so it waits until none is left;
 * getAnimations() brings styles up to date first, so transitions a change just started count.
 */
export async function animationsAtRest(): Promise<void> {
  for (;;) {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity);
    if (running.length === 0) return;
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  }
}
