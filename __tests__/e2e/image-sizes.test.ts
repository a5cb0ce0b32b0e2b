// Right-sized images (imageSizes.ts: each photo's file covers its box at the screen's pixel ratio,
// at most 2x), in Chromium on every route at 768 px. At 375 px (a 2x phone) and 1280 px the visits
// measure them on the page they load anyway (visitChecks.ts), at 1920 px the first-screen test
// (first-screen-wide.test.ts): every route is measured at all four widths.
import { withRoute } from "./browser";
import { IMAGE_SIZE_DPR, imageSizeProblems } from "./imageSizes";
import { photosLoaded } from "./photoLoad";
import { ROUTES, assertNoProblems } from "./routes";

const deviceScaleFactor = IMAGE_SIZE_DPR[768];

test.each(ROUTES)(`image sizes on $path @768 (DPR ${deviceScaleFactor}): each photo's file covers its box, at most 2x`, async (route) => {
  await withRoute(route, { width: 768, height: 1024 }, { deviceScaleFactor, waitUntil: "load" }, async ({ page, problems, label }) => {
    await photosLoaded(page, { everyPhoto: true });
    problems.push(...(await imageSizeProblems(page, label, deviceScaleFactor)));
    assertNoProblems(problems, `${label} image sizes`);
  });
});
