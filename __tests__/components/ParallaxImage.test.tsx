import fs from "fs";
import path from "path";
import { render } from "@testing-library/react";
import * as sass from "sass";
import ParallaxImage from "../../src/components/ParallaxImage/ParallaxImage";

describe("ParallaxImage", () => {
  it("wraps its child in a moving layer inside a clipping frame, with no script and no inline style", () => {
    const { container } = render(
      <ParallaxImage className="heroMedia">
        <img alt="" src="x.jpg" />
      </ParallaxImage>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveClass("frame", "heroMedia");
    const layer = frame.firstElementChild as HTMLElement;
    expect(layer).toHaveClass("layer");
    expect(layer.querySelector("img")).not.toBeNull();
    expect(container.querySelector("[style]")).toBeNull();
  });

  // The motion itself is CSS (the browser test in __tests__/e2e/interactions.test.ts scrolls the
  // home page and checks it moves, and stays still under reduced motion): check the compiled rules.
  const scss = path.join(__dirname, "../../src/components/ParallaxImage/ParallaxImage.module.scss");
  const css = sass.compile(scss, { loadPaths: [path.dirname(scss)] }).css.replace(/\s+/g, " ");

  it("drifts 0.3 px per scrolled pixel over the first 1.5 viewports: 45vh at 150vh", () => {
    expect(css).toMatch(/@keyframes parallax-drift \{ to \{ transform: translate3d\(0, 45vh, 0\); \} \}/);
    expect(css).toContain("animation-timeline: scroll(root block);");
    expect(css).toContain("animation-range: 0 150vh;");
  });

  it("runs only where scroll timelines exist and motion is welcome, and sets no shorthand after the timeline", () => {
    expect(css).toMatch(
      /@supports \(animation-timeline: scroll\(\)\) \{ @media \(prefers-reduced-motion: no-preference\) \{ \.layer \{ animation-name: parallax-drift;/,
    );
    expect(css).not.toMatch(/animation: /);
    expect(fs.readFileSync(scss, "utf8")).not.toMatch(/^\s*animation:/m);
  });
});
