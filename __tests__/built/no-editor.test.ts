/**
 * The web editor (`npm run edit`) is not part of the public site: no file of it, of Decap CMS or
 * of its configuration is in the build, and no route's first-load JavaScript carries any of it.
 * Run after `gatsby build` (npm run test:e2e builds first).
 */
import fs from "fs";
import path from "path";
import { firstLoadScripts, NOT_FOUND_ROUTE, ROUTES } from "../../scripts/lib/first-load";
import { publicDir, requireBuild } from "../e2e/routes";
import { listFiles } from "../../plugins/hosting";

const EDITOR_FILES = fs.readdirSync(path.join(__dirname, "..", "..", "scripts", "edit"));
// Strings only the editor or Decap CMS contain.
const EDITOR_MARKERS = /decap|CMS_MANUAL_INIT|netlify-cms|local_backend|edit-status/i;
const TEXT = /\.(html|js|json|css|txt|xml|webmanifest|ics|map|yml|yaml)$|(^|\/)_headers$|(^|\/)_redirects$/;

// A missing build fails here with the command to run (never a silent skip).
requireBuild();
const files = listFiles(publicDir);

test("no editor page, admin folder or Decap configuration is in the build", () => {
  const editorLike = files.filter(
    (file) => /^admin(\/|$)|(^|\/)config\.ya?ml$|decap/i.test(file) || EDITOR_FILES.includes(path.basename(file)),
  );
  expect(editorLike).toEqual([]);
});

test("no built file carries editor or Decap code", () => {
  const carriers = files.filter((file) => TEXT.test(file) && EDITOR_MARKERS.test(fs.readFileSync(path.join(publicDir, file), "utf8")));
  expect(carriers).toEqual([]);
});

test.each([...ROUTES, NOT_FOUND_ROUTE])("%s: first-load JavaScript has nothing of the editor", (route) => {
  const scripts = firstLoadScripts(publicDir, route);
  expect(scripts.length).toBeGreaterThan(0);
  const carriers = scripts.filter((script) => EDITOR_MARKERS.test(fs.readFileSync(path.join(publicDir, script), "utf8")));
  expect(carriers).toEqual([]);
});
