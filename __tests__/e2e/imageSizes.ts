// Right-sized images (issue 24, point 7): for every photo the page shows, the file the browser
// chose from its srcset (currentSrc, at its natural size) covers the box the photo is drawn in at
// the screen's pixel ratio, and is at most MAX_OVERSIZE times what covering needs. Run on a page
// whose photos have all loaded: by the visits at 375 px (a 2x phone) and 1280 px (visitChecks.ts),
// by image-sizes.test.ts at 768 px and by the first-screen test at 1920 px (first-screen-wide.test.ts).
//
// What covering needs, with object-fit: cover (every photo on the site; visitChecks.ts checks it):
// the file is scaled by max(box width / file width, box height / file height), so it covers the
// box's device pixels when min(file width / (box width x DPR), file height / (box height x DPR))
// is at least 1. That ratio is the file's size relative to its box; a landscape file stretched
// over a tall box scores below 1 in its height, which is what an art-directed crop fixes.
//
// MAX_OVERSIZE = 2: the srcsets the site builds step by at most 1.5x between candidates
// (FULL_WIDTH breakpoints 750 -> 1080 is 1.44x, CONSTRAINED densities 1 -> 1.5 -> 2), so a
// `sizes` that states the drawn width lets the browser find a file between 1x and 1.5x; a phone
// at DPR 1 may get the 2x file meant for retina phones when nothing smaller is offered. Above 2x a
// page sends at least four times the pixels it shows: what a `sizes` of 100vw does to a photo
// drawn in half the screen (2.0 to 2.7x at 1280 and 1920 px).
//
// The photo CDNs are answered with placeholders of exactly the requested size (browser.ts), so
// the natural size is the size the CDN would send. Rules, not launch content: every <img> is
// measured, whichever photos the content names.
import type { Page } from "playwright-core";

export const MAX_OVERSIZE = 2;

/** The device pixel ratio each screen the image sizes are checked at is emulated with. */
export const IMAGE_SIZE_DPR = { 375: 2, 768: 1, 1280: 1, 1920: 1 } as const;

interface Measured {
  src: string;
  alt: string;
  box: { width: number; height: number };
  file: { width: number; height: number };
  objectFit: string;
  loaded: boolean;
}

/**
 * Every photo that takes space on the page and is not hidden (an inactive carousel slide is), with
 * its chosen file's pixel size. An <img>'s naturalWidth is the file's width divided by the density
 * the srcset gave it (a 750w file drawn with sizes 375px reports 375 at DPR 2), so the file is
 * measured on its own: the same URL in an <img> without srcset, whose natural size is the file's.
 */
function measure(page: Page): Promise<Measured[]> {
  return page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => img.checkVisibility({ visibilityProperty: true }) && img.offsetWidth > 0 && img.offsetHeight > 0)
        .map(async (img) => {
          // The layout box (transforms, such as the parallax drift or a reveal, move it but never resize it).
          const rect = img.getBoundingClientRect();
          const file = new Image();
          file.src = img.currentSrc;
          const loaded =
            img.complete &&
            img.naturalWidth > 0 &&
            (await file.decode().then(
              () => true,
              () => false,
            ));
          return {
            src: img.currentSrc,
            alt: img.alt,
            box: { width: rect.width, height: rect.height },
            file: { width: file.naturalWidth, height: file.naturalHeight },
            objectFit: getComputedStyle(img).objectFit,
            loaded,
          };
        }),
    ),
  );
}

/**
 * The photos whose file does not fit its box at `deviceScaleFactor` (the page's own, as its context
 * was opened with), one line each: "<label>: image size: <alt> [<file>] is too small|large: ...".
 */
export async function imageSizeProblems(page: Page, label: string, deviceScaleFactor: number): Promise<string[]> {
  const problems: string[] = [];
  const where = `${label}: image size:`;
  for (const photo of await measure(page)) {
    const name = `${photo.alt.slice(0, 48) || "(decorative)"} [${photo.src.slice(0, 110)}]`;
    if (!photo.loaded) {
      problems.push(`${where} ${name} did not load`);
      continue;
    }
    const across = photo.file.width / (photo.box.width * deviceScaleFactor);
    const down = photo.file.height / (photo.box.height * deviceScaleFactor);
    // cover scales by the larger need; any other fit (fill, contain) must cover both ways too.
    const ratio = Math.min(across, down);
    const drawn = `${photo.file.width}x${photo.file.height} file in a ${photo.box.width.toFixed(1)}x${photo.box.height.toFixed(1)} px box`;
    if (photo.objectFit !== "cover") problems.push(`${where} ${name} has object-fit ${photo.objectFit}, expected cover`);
    if (ratio < 1)
      problems.push(`${where} ${name} is too small: ${drawn} at DPR ${deviceScaleFactor} is ${ratio.toFixed(2)}x what it needs`);
    if (ratio > MAX_OVERSIZE)
      problems.push(`${where} ${name} is too large: ${drawn} at DPR ${deviceScaleFactor} is ${ratio.toFixed(2)}x what it needs`);
  }
  return problems;
}
