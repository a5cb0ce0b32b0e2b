// Waiting for photos by condition, never by time: each <img> has loaded (or failed: the caller
// reports that) and is decoded.
import type { Page } from "playwright-core";
import { inPageWait } from "./browser";

/**
 * Resolves once the photos have loaded and decoded: those whose top is in the first screen, or
 * every photo on the page with `everyPhoto` (lazy ones are asked for now, as scrolling past them
 * would; the browser picks their srcset candidate the same way).
 */
export async function photosLoaded(page: Page, { everyPhoto = false } = {}): Promise<void> {
  const which = everyPhoto ? "every photo" : "the first screen's photos";
  await inPageWait(
    page,
    `${which} loaded and decoded`,
    async (all: boolean) => {
      const images = [...document.images].filter((img) => all || img.getBoundingClientRect().top < window.innerHeight);
      if (all) for (const img of images) img.loading = "eager";
      await Promise.all(
        images.map(async (img) => {
          if (!img.complete) {
            await new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
            });
          }
          await img.decode().catch(() => undefined); // a broken image is the caller's to report
        }),
      );
    },
    everyPhoto,
  );
}
