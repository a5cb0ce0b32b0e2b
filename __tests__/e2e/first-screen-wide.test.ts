// The first screen on a laptop (1280 px) and a large desktop (1920 px), then the keyboard at 1280
// and image sizes at 1920 on the finished page. See firstScreenChecks.ts.
import { defineFirstScreenTests } from "./firstScreenChecks";
import { IMAGE_SIZE_DPR } from "./imageSizes";

defineFirstScreenTests([
  { width: 1280, height: 800, keyboard: { menu: false } },
  { width: 1920, height: 1080, imageSizes: { deviceScaleFactor: IMAGE_SIZE_DPR[1920] } },
]);
