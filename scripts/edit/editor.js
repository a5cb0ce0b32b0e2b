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
document.addEventListener("DOMContentLoaded", function () {
  "use strict";

  var summary = document.getElementById("edit-status-summary");
  var report = document.getElementById("edit-status-report");
  var bar = document.getElementById("edit-status");
  var previewLink = document.getElementById("edit-preview-link");
  // The last refused save: shown instead of the status on disk until a save succeeds.
  var refused = null;

  function showStatus(status) {
    var ok = status.ok && !refused;
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

  function poll() {
    fetch("/status", { cache: "no-store" })
      .then(function (response) {
        return response.json();
      })
      .then(showStatus)
      .catch(function () {
        bar.dataset.ok = "false";
        summary.textContent = "The edit server is not running (npm run edit): saves will fail.";
      })
      .finally(function () {
        setTimeout(poll, 1500);
      });
  }

  // A save the build would reject is refused once, with the build's message. Publishing the same
  // change again saves it anyway: some edits take several saves (renaming a program, then the
  // stories and deadlines that name it), and the bar and the terminal keep reporting the problem
  // until it is fixed, so nothing invalid reaches the build unnoticed.
  function refuseInvalidSave(event) {
    var entry = event.entry;
    var body = JSON.stringify({ file: entry.get("path"), data: entry.get("data").toJS() });
    if (refused && refused.body === body) {
      refused = null;
      return Promise.resolve(entry.get("data"));
    }
    return fetch("/check", { method: "POST", headers: { "Content-Type": "application/json" }, body: body })
      .then(function (response) {
        return response.json();
      })
      .then(function (result) {
        refused = result.ok ? null : { report: result.report, body: body };
        if (!result.ok) {
          showStatus(result);
          throw new Error("Not saved: " + result.report);
        }
        return entry.get("data");
      });
  }

  fetch("/config.json", { cache: "no-store" })
    .then(function (response) {
      return response.json();
    })
    .then(function (config) {
      CMS.registerEventListener({ name: "preSave", handler: refuseInvalidSave });
      CMS.registerEventListener({
        name: "postSave",
        handler: function () {
          refused = null;
        },
      });
      CMS.init({ config: config });
    });
  poll();
});
