// Route changes (exported through gatsby-browser.tsx as `shouldUpdateScroll`).
//
// Gatsby's ScrollHandler already scrolls to the top on PUSH and back to the saved offset on POP,
// but with `window.scrollTo(0, y)`, which obeys `scroll-behavior: smooth` (src/styles/global.scss):
// the new page then appears at the old offset and glides up, and Back/Forward land wherever the
// animation stood, short of the saved offset. Doing the same jump
// ourselves with `behavior: "instant"` keeps browser convention: new pages from their top,
// Back/Forward at the earlier position. Anchor links (#hash) stay Gatsby's (scrollIntoView,
// below the fixed bar thanks to scroll-padding-top).
// Gatsby's route announcer and focus handling are untouched: they do not depend on this hook.

interface RouteScrollArgs {
  routerProps: { location: { hash?: string; key?: string; pathname: string } };
  getSavedScrollPosition: (location: { hash?: string; key?: string; pathname: string }) => unknown;
}

export function routeScrollTarget(saved: unknown): number {
  const y = Array.isArray(saved) ? Number(saved[1]) : 0;
  return Number.isFinite(y) && y > 0 ? y : 0;
}

export function shouldUpdateScroll({ routerProps, getSavedScrollPosition }: RouteScrollArgs): boolean {
  const { location } = routerProps;
  if (location.hash) return true; // let Gatsby scroll the anchor into view
  const top = routeScrollTarget(getSavedScrollPosition(location)); // 0 on PUSH (nothing saved)
  window.scrollTo({ top, left: 0, behavior: "instant" });
  return false; // done here; Gatsby must not scroll again (smoothly)
}
