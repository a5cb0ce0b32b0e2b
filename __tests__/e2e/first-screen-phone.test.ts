// The first screen on phones: 375 px and Lighthouse's emulated phone (412 px at DPR 1.75), then
// the keyboard, the action bar and target sizes at 375 on the finished page. See
// firstScreenChecks.ts. (320 px, the narrowest screen the site promises, is held to "nothing wider
// than the screen" in layout.test.ts.)
import { defineFirstScreenTests } from "./firstScreenChecks";

defineFirstScreenTests([
  { width: 375, height: 812, keyboard: { menu: true }, phoneChrome: true },
  { width: 412, height: 823, phone: true },
]);
