import { required } from "../../src/lib/required";

describe("required", () => {
  it("returns the value when present, including falsy values", () => {
    expect(required({ a: 1 }, "content/x.json")).toEqual({ a: 1 });
    expect(required(0, "content/x.json")).toBe(0);
    expect(required("", "content/x.json")).toBe("");
  });

  it.each([null, undefined])("throws naming the file for %p", (value) => {
    expect(() => required(value, "content/aboutPage.json")).toThrow(/^content\/aboutPage\.json: the page query returned no data/);
  });
});
