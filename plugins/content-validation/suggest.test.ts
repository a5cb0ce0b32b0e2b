import { closestName, didYouMean, editDistance } from "./suggest";

test("edit distance counts inserts, deletes, replacements and swapped neighbours", () => {
  expect(editDistance("Smiel", "Smile")).toBe(1);
  expect(editDistance("kitten", "sitting")).toBe(3);
  expect(editDistance("", "abc")).toBe(3);
});

test("suggests a close name, case-insensitively, and nothing for a far one", () => {
  expect(closestName("stethoscope", ["Stethoscope", "Smile"])).toBe("Stethoscope");
  expect(closestName("Pharmacology", ["Pharmacy", "Optometry"])).toBe("Pharmacy");
  expect(closestName("/admision", ["/", "/admissions", "/about"])).toBe("/admissions");
  expect(closestName("Rocketship", ["Smile", "Eye"])).toBeUndefined();
  expect(didYouMean("Smiel", ["Smile"])).toBe(': did you mean "Smile"?');
  expect(didYouMean("zzz", ["Smile"])).toBe("");
});
