/** @jest-environment node */
import { fillTemplate, formatUsd, programPagePath, relatedPrograms } from "./programPages";

test("a program's page lives under /academics/ with the trailing slash every host serves", () => {
  expect(programPagePath("dental-medicine")).toBe("/academics/dental-medicine/");
});

describe("relatedPrograms", () => {
  const list = ["a", "b", "c", "d", "e"];
  test("the next programs in content order, wrapping round", () => {
    expect(relatedPrograms(list, 0)).toEqual(["b", "c", "d"]);
    expect(relatedPrograms(list, 3)).toEqual(["e", "a", "b"]);
  });
  test("every program is suggested equally often, never by itself", () => {
    const suggested = list.flatMap((name, i) => {
      const related = relatedPrograms(list, i);
      expect(related).not.toContain(name);
      return related;
    });
    for (const name of list) expect(suggested.filter((s) => s === name)).toHaveLength(3);
  });
  test("fewer when there are fewer other programs", () => {
    expect(relatedPrograms(["a", "b"], 1)).toEqual(["a"]);
    expect(relatedPrograms(["a"], 0)).toEqual([]);
  });
});

test("formatUsd writes whole dollars with thousands separators", () => {
  expect(formatUsd(78400)).toBe("$78,400");
  expect(formatUsd(111000)).toBe("$111,000");
  expect(formatUsd(950)).toBe("$950");
  expect(formatUsd(1234567)).toBe("$1,234,567");
  expect(() => formatUsd(12.5)).toThrow(/whole/);
});

test("fillTemplate fills known tokens and leaves others", () => {
  expect(fillTemplate("Year {n} of {total}", { n: 2 })).toBe("Year 2 of {total}");
});
