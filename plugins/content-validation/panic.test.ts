/** @jest-environment node */
import fs from "fs";
import path from "path";
import { CONTENT_ERROR_ID, validateContentOrPanic } from "./validateContent";
import { contentCopy } from "../../__tests__/support/contentCopy";

// Gatsby's panic is typed as returning never; a jest mock stands in for it.
const asReporter = (fake: object) => fake as unknown as Parameters<typeof validateContentOrPanic>[1];

function fakeReporter() {
  return { panic: jest.fn(), verbose: jest.fn(), setErrorMap: jest.fn(), warn: jest.fn() };
}

const copy = contentCopy();

test("sound content does not panic", () => {
  const reporter = fakeReporter();
  validateContentOrPanic(copy.dir, asReporter(reporter));
  expect(reporter.panic).not.toHaveBeenCalled();
});

test("broken content panics once with a heading and every problem", () => {
  const file = path.join(copy.dir, "publications.json");
  const doc = JSON.parse(fs.readFileSync(file, "utf8"));
  doc.publications[0].year = "2025";
  delete doc.publications[2].journal;
  fs.writeFileSync(file, JSON.stringify(doc));
  const reporter = fakeReporter();
  validateContentOrPanic(copy.dir, asReporter(reporter));

  expect(reporter.setErrorMap).toHaveBeenCalledWith({ [CONTENT_ERROR_ID]: expect.objectContaining({ category: "USER" }) });
  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const [meta] = reporter.panic.mock.calls[0];
  expect(meta.id).toBe(CONTENT_ERROR_ID);
  expect(meta.context.sourceMessage.split("\n")).toEqual([
    "Content validation failed: 2 problems in content/. Fix them and run the build again.",
    expect.stringMatching(
      /^ {2}- content\/publications\.json: publications\[0\] "Salivary .*": field "year" must be an integer \(got "2025"\)$/,
    ),
    expect.stringMatching(/^ {2}- content\/publications\.json: publications\[2\] "Rehabilitation .*": field "journal" is required$/),
  ]);
  // The registered error map renders exactly that text.
  const map = reporter.setErrorMap.mock.calls[0][0];
  expect(map[CONTENT_ERROR_ID].text(meta.context)).toBe(meta.context.sourceMessage);
});
