// The editor page of `npm run edit` (served by scripts/edit.mjs, never part of public/).
// 1. Starts Decap CMS with the configuration generated from content/schemas.
// 2. Before each save, asks the edit server to validate content/ as it would be after the save
//    (the build's own rules); a save that breaks one is refused once with the build's message.
// 3. Polls the edit server's validation of content/ on disk and shows it in the status bar, so a
//    file broken outside the editor (by hand, by git) is visible here too.
/* global CMS, document, window */
// Loaded before the Decap bundle: without this flag the bundle would start at once and look for
// a config.yml; the page's CSP allows no inline script to set it.
window.CMS_MANUAL_INIT = true;

// After the bundle has run (it is the next script) and the status bar exists.
document.addEventListener("DOMContentLoaded", () => {
  const summary = document.getElementById("edit-status-summary");
  const report = document.getElementById("edit-status-report");
  const bar = document.getElementById("edit-status");
  const previewLink = document.getElementById("edit-preview-link");
  // The last refused save: shown instead of the status on disk until a save succeeds.
  let refused = null;
  const getJson = async (url, options) => (await fetch(url, { cache: "no-store", ...options })).json();

  function showStatus(status) {
    const ok = status.ok && !refused;
    bar.dataset.ok = String(ok);
    if (refused) {
      summary.textContent =
        "Not saved: the build would reject this change. Correct it and publish again, or publish it unchanged to save it anyway.";
    } else if (status.ok) summary.textContent = "Content is valid: the build will accept it.";
    else summary.textContent = "Content problem on disk: the build will stop until this is fixed.";
    report.hidden = ok;
    report.textContent = refused ? refused.report : status.report;
    if (status.previewUrl) {
      previewLink.href = status.previewUrl;
      previewLink.hidden = false;
    }
  }

  async function poll() {
    try {
      showStatus(await getJson("/status"));
    } catch {
      bar.dataset.ok = "false";
      summary.textContent = "The edit server is not running (npm run edit): saves will fail.";
    }
    setTimeout(poll, 1500);
  }

  // A save the build would reject is refused once, with the build's message. Publishing the same
  // change again saves it anyway: some edits take several saves (renaming a program, then the
  // stories and deadlines that name it), and the bar and the terminal keep reporting the problem
  // until it is fixed, so nothing invalid reaches the build unnoticed.
  async function refuseInvalidSave({ entry }) {
    const body = JSON.stringify({ file: entry.get("path"), data: entry.get("data").toJS() });
    if (refused && refused.body === body) {
      refused = null;
      return entry.get("data");
    }
    const result = await getJson("/check", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    refused = result.ok ? null : { report: result.report, body };
    if (!result.ok) {
      showStatus(result);
      throw new Error(`Not saved: ${result.report}`);
    }
    return entry.get("data");
  }

  getJson("/config.json").then((config) => {
    CMS.registerEventListener({ name: "preSave", handler: refuseInvalidSave });
    CMS.registerEventListener({
      name: "postSave",
      handler: () => {
        refused = null;
      },
    });
    CMS.init({ config });
  });
  poll();
});
