// Phone first (issue 24, point 5), checked by the visits at 375 x 812 px (visitChecks.ts) on the
// first screen of every route, the 404 page too: a loaded photo shows in the first screen, at
// least 240 px of it inside that screen and clear of the fixed bars, and the page never scrolls
// sideways. Rules, not launch content: any photo of the page may be the one, wherever its section
// puts it.
import type { Page } from "playwright-core";
import type { Route } from "./routes";
import { photosLoaded } from "./photoLoad";

/** The least height of photo a phone's first screen must show (the figure). */
const MIN_PHOTO_HEIGHT = 240;

interface FirstScreenPhoto {
  src: string;
  visibleHeight: number;
  width: number;
}

/** The loaded photos of the first screen: how much of each shows between the bar and the screen's foot. */
function firstScreenPhotos(page: Page): Promise<FirstScreenPhoto[]> {
  return page.evaluate(() => {
    // Fixed bars (the nav at the top, an action bar at the foot) cover what lies under them.
    let seenFrom = 0;
    let seenTo = window.innerHeight;
    for (const el of document.querySelectorAll("body *")) {
      if (getComputedStyle(el).position !== "fixed") continue;
      const r = el.getBoundingClientRect();
      if (r.height === 0 || r.height > window.innerHeight / 2) continue;
      if (r.top <= 0) seenFrom = Math.max(seenFrom, r.bottom);
      else if (r.bottom >= window.innerHeight) seenTo = Math.min(seenTo, r.top);
    }
    return [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((img) => {
        const r = img.getBoundingClientRect();
        const top = Math.max(r.top, seenFrom);
        const bottom = Math.min(r.bottom, seenTo);
        return { src: img.currentSrc, visibleHeight: Math.max(0, bottom - top), width: r.width };
      })
      .filter((photo) => photo.visibleHeight > 0);
  });
}

/** Problems of the first screen of a page at 375 px, scrolled to its top, each "<label>: phone first: ...". */
export async function phoneFirstProblems(page: Page, route: Route, label: string): Promise<string[]> {
  const problems: string[] = [];
  await photosLoaded(page);
  const photos = await firstScreenPhotos(page);
  const tallest = photos.reduce((best, photo) => (photo.visibleHeight > best ? photo.visibleHeight : best), 0);
  // A page that opens with a plain banner (a policy page: no photo in its hero) shows text first.
  if (tallest < MIN_PHOTO_HEIGHT && !route.plainBanner) {
    const seen = photos.map((p) => `${Math.round(p.visibleHeight)} px of ${p.src.slice(0, 80)}`).join("; ") || "no loaded photo";
    problems.push(
      `${label}: phone first: the first screen shows at most ${Math.round(tallest)} px of a photo (needs ${MIN_PHOTO_HEIGHT}): ${seen}`,
    );
  }

  // Sideways: the document is no wider than the screen, and an attempt to scroll it sideways
  // leaves it where it was (overflow clipped or not, the visitor must not be able to pan).
  const sideways = await page.evaluate(() => {
    const widest = document.documentElement.scrollWidth;
    window.scrollTo(200, window.scrollY);
    const scrolledX = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return { widest, viewport: document.documentElement.clientWidth, scrolledX };
  });
  if (sideways.widest > sideways.viewport || sideways.scrolledX !== 0) {
    problems.push(
      `${label}: phone first: the page scrolls sideways (${sideways.widest} px wide in a ${sideways.viewport} px screen, scrollX ${sideways.scrolledX})`,
    );
  }
  return problems;
}
