import { fillTemplate } from "../../src/lib/fillTemplate";

test("fillTemplate fills known tokens from content templates and leaves others", () => {
  expect(fillTemplate("Year {n} of {total}", { n: 2 })).toBe("Year 2 of {total}");
  expect(fillTemplate("{n} of {total}", { n: 2, total: 4 })).toBe("2 of 4");
  expect(fillTemplate("Show story {n}", { n: 3 })).toBe("Show story 3");
});
