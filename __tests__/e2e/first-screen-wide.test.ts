// The first screen on a laptop (1280 px) and a large desktop (1920 px). See firstScreenChecks.ts.
import { defineFirstScreenTests } from "./firstScreenChecks";

defineFirstScreenTests([
  { width: 1280, height: 800, fontSwap: true, keyboard: { menu: false } },
  { width: 1920, height: 1080, fontSwap: false },
]);
