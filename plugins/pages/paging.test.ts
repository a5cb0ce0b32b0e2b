import { listBasePath, listPagePath, listPages, pageNav, pageWindow } from "./paging";

describe("listPages", () => {
  it("keeps a list that fits one page on one page, at the base route", () => {
    expect(listPages("/academics/", 8, 12)).toEqual([{ number: 1, path: "/academics/", skip: 0, limit: 12 }]);
  });

  it("spreads a longer list over numbered routes, the last page holding the rest", () => {
    const pages = listPages("/academics/", 80, 12);
    expect(pages).toHaveLength(7);
    expect(pages.map((p) => p.path).slice(0, 3)).toEqual(["/academics/", "/academics/2/", "/academics/3/"]);
    expect(pages[6]).toEqual({ number: 7, path: "/academics/7/", skip: 72, limit: 12 });
  });

  it("covers every record exactly once", () => {
    const total = 803;
    const seen = listPages("/a/", total, 12).flatMap((p) =>
      Array.from({ length: Math.max(0, Math.min(p.limit, total - p.skip)) }, (_, i) => p.skip + i),
    );
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it("shows everything on one page without a page size, and one empty page for no records", () => {
    expect(listPages("/a/", 5)).toEqual([{ number: 1, path: "/a/", skip: 0, limit: 5 }]);
    expect(listPages("/a/", 0, 12)).toHaveLength(1);
  });
});

describe("listPagePath and listBasePath", () => {
  it("are inverses", () => {
    for (const n of [1, 2, 10]) expect(listBasePath(listPagePath("/academics/", n), n)).toBe("/academics/");
  });

  it("name a route that is not the page it claims", () => {
    expect(() => listBasePath("/academics/", 3)).toThrow(/not page 3/);
  });
});

describe("pageWindow", () => {
  it("lists every page of a short list", () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last and the neighbours, with gaps between", () => {
    expect(pageWindow(10, 67)).toEqual([1, null, 9, 10, 11, null, 67]);
    expect(pageWindow(1, 67)).toEqual([1, 2, null, 67]);
    expect(pageWindow(67, 67)).toEqual([1, null, 66, 67]);
  });

  it("shows a single left-out number rather than a gap", () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("pageNav", () => {
  it("has no previous on the first page and no next on the last", () => {
    expect(pageNav("/academics/", 80, 0, 12)).toMatchObject({ number: 1, count: 7, previous: null, next: "/academics/2/" });
    expect(pageNav("/academics/7/", 80, 72, 12)).toMatchObject({ number: 7, count: 7, previous: "/academics/6/", next: null });
  });

  it("marks the current page and links the others", () => {
    const nav = pageNav("/academics/3/", 80, 24, 12);
    expect(nav.links.filter((l) => l.current)).toEqual([{ number: 3, path: "/academics/3/", current: true }]);
    expect(nav.links.map((l) => l.path)).toContain("/academics/");
  });

  it("is one page with no neighbours when everything fits", () => {
    expect(pageNav("/academics/", 8, 0, 12)).toMatchObject({ count: 1, previous: null, next: null });
  });
});
