import fs from "fs";
import path from "path";
import { render } from "@testing-library/react";
import Logo from "../../src/components/Logo/Logo";

const iconSvg = fs.readFileSync(path.join(__dirname, "..", "..", "static", "favicon.svg"), "utf8");
/** Each path's shape and paint. */
const shapes = (root: ParentNode) =>
  Array.from(root.querySelectorAll("path"), (p) => ["d", "fill", "stroke"].map((a) => p.getAttribute(a)));

describe("Logo", () => {
  test("is decorative and not focusable, at the requested size", () => {
    const { container } = render(<Logo size={32} className="mark" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveAttribute("width", "32");
    expect(svg).toHaveAttribute("class", "mark");
    expect(svg?.querySelector("title")).toBeNull();
  });

  test("draws the same shapes as static/favicon.svg (the favicon and app icons)", () => {
    const { container } = render(<Logo />);
    const file = new DOMParser().parseFromString(iconSvg, "image/svg+xml");
    expect(shapes(container)).toEqual(shapes(file));
    expect(container.querySelector("svg")?.getAttribute("viewBox")).toBe(file.documentElement.getAttribute("viewBox"));
  });

  test("uses the brand colours", () => {
    expect(iconSvg).toContain("#0b4f6c");
    expect(iconSvg).toContain("#f4b942");
  });
});
