import { lockupLines } from "./lockup";
import site from "../../content/site.json";

describe("lockupLines", () => {
  it('sets the university\'s name on two lines before its last "of"', () => {
    expect(lockupLines(site.name)).toEqual(["Boca Ciega University", "of Health Sciences"]);
    expect(lockupLines("University of Arts of Florida")).toEqual(["University of Arts", "of Florida"]);
  });

  it('keeps a name without "of" on one line', () => {
    expect(lockupLines("Gulf Health Institute")).toEqual(["Gulf Health Institute", ""]);
  });
});
