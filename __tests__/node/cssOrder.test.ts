import * as React from "react";
import { appStylesFirst, isAppStylesheet } from "../../src/node/cssOrder";

const style = (href: string) => React.createElement("style", { key: href, "data-href": href });
const meta = React.createElement("meta", { key: "m", name: "generator" });

describe("appStylesFirst", () => {
  test("moves the app chunk's stylesheet before the page's", () => {
    const page = style("/component---src-pages-index-tsx.e20a3cdc0de254fc2b71.css");
    const app = style("/app.d206cc2824bd792b20f1.css");
    expect(appStylesFirst([meta, page, app])).toEqual([meta, app, page]);
  });

  test("leaves the order alone when the app stylesheet already comes first or is absent", () => {
    const app = style("/app.0a1b.css");
    const page = style("/component---x.0a1b.css");
    expect(appStylesFirst([app, page, meta])).toEqual([app, page, meta]);
    expect(appStylesFirst([meta, page])).toEqual([meta, page]);
  });

  test("recognises only Gatsby's app chunk stylesheet", () => {
    expect(isAppStylesheet(style("/app.d206cc2824bd792b20f1.css"))).toBe(true);
    expect(isAppStylesheet(style("/apple.d206.css"))).toBe(false);
    expect(isAppStylesheet(React.createElement("link", { "data-href": "/app.d206.css" }))).toBe(false);
    expect(isAppStylesheet("text")).toBe(false);
    expect(isAppStylesheet(null)).toBe(false);
  });
});
