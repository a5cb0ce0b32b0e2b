// A program page at a glance, in Chromium (Firefox and WebKit run the same in-page checks on every
// kind of page, one at 375 and the other at 1280 px: engine-*.test.ts, where from 1280 px the menu
// is a column beside the sections): the core checks, which on a page with a section menu click each of its
// links and see the section's heading land in view under nothing fixed or sticky, the menu sticky
// from 1024 px and on one line below 1280 px. Two loads: a phone (375 x 667), where the same load
// also sees the application deadline end within the first two screens, and 1100 px, where the menu
// is a bar under the nav bar (a width no other suite opens a program page at). At both, the hero's
// actions each whole in its box: the closed state's words wrap beside Request Information in the
// half-width text column from 1024 px instead of running under it.
import { CORE_CHECKS_SOURCE, coreCheckOptions } from "./engines/engineRun";
import { hydrated, withRoute } from "./browser";
import { PROGRAM_ROUTES, assertNoProblems } from "./routes";
import programPage from "../../content/programPage.json";

const route = PROGRAM_ROUTES[0];
const glance = programPage.blocks.find((b) => b.type === "programGlance") as { id: string; deadlineLabel: string };
const PHONE = { width: 375, height: 667 };

test.each([PHONE, { width: 1100, height: 800 }])(
  `${route.path} at $width x $height: the core checks, the section menu's included`,
  async (size) => {
    await withRoute(route, size, {}, async ({ page, problems, label }) => {
      await hydrated(page, label);
      if (size === PHONE) {
        // Where the deadline's figure ends, from the top of the page (the core checks scroll it).
        const bottom = await page.evaluate(({ id, deadlineLabel }) => {
          const dt = [...document.querySelectorAll(`#${id} dt`)].find((d) => d.textContent === deadlineLabel);
          const dd = dt?.parentElement?.querySelector("dd");
          return dd ? dd.getBoundingClientRect().bottom + window.scrollY : null;
        }, glance);
        if (bottom === null) problems.push(`${label}: no "${glance.deadlineLabel}" in #${glance.id}`);
        else if (bottom > 2 * PHONE.height)
          problems.push(`${label}: the deadline ends at ${Math.round(bottom)} px, past the first two screens (${2 * PHONE.height} px)`);
      }
      // The hero's actions (Apply and Request Information, or once closed when the next cycle opens
      // and Request Information): each whole in its own box, none over another.
      problems.push(
        ...(
          await page.evaluate(() => {
            const list = [...document.querySelectorAll("main header [data-actions]")].find((ul) => ul.checkVisibility())!;
            const items = [...list.children];
            const boxes = items.map((li) => li.getBoundingClientRect());
            const found: string[] = [];
            items.forEach((li, i) => {
              if (li.scrollWidth > li.clientWidth + 1)
                found.push(`the hero's "${li.textContent}" is cut (${li.scrollWidth} px in ${li.clientWidth})`);
              boxes.slice(i + 1).forEach((other, j) => {
                const apart =
                  boxes[i].right <= other.left ||
                  other.right <= boxes[i].left ||
                  boxes[i].bottom <= other.top ||
                  other.bottom <= boxes[i].top;
                if (!apart) found.push(`the hero's "${li.textContent}" runs into "${items[i + 1 + j].textContent}"`);
              });
            });
            return found;
          })
        ).map((p) => `${label}: ${p}`),
      );
      const found = await page.evaluate<string[]>(
        `(${CORE_CHECKS_SOURCE.replace(/^[\s\S]*?(async function coreChecks)/, "$1")})(${JSON.stringify(coreCheckOptions(route, size.width))})`,
      );
      problems.push(...found.map((p) => `${label}: ${p}`));
      assertNoProblems(problems, label);
    });
  },
);
