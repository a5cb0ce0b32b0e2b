import { render } from "@testing-library/react";
import Icon from "../../src/components/Icon/Icon";

describe("Icon", () => {
  const svg = '<circle cx="12" cy="10" r="3"></circle>';

  it("draws the build-time markup inside a decorative 24x24 stroke svg", () => {
    const { container } = render(<Icon svg={svg} size={20} className="pin" />);
    const el = container.querySelector("svg")!;
    expect(el).not.toBeNull();
    expect(el.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(el.getAttribute("width")).toBe("20");
    expect(el.getAttribute("height")).toBe("20");
    expect(el.getAttribute("stroke")).toBe("currentColor");
    expect(el.getAttribute("stroke-width")).toBe("2");
    expect(el.getAttribute("fill")).toBe("none");
    expect(el.getAttribute("class")).toBe("pin");
    expect(el.getAttribute("aria-hidden")).toBe("true");
    expect(el.getAttribute("focusable")).toBe("false");
    expect(el.querySelector("circle")?.getAttribute("r")).toBe("3");
  });

  it("defaults to 24 px", () => {
    const { container } = render(<Icon svg={svg} />);
    expect(container.querySelector("svg")!.getAttribute("width")).toBe("24");
  });

  it("draws nothing without markup", () => {
    const { container } = render(<Icon svg="" />);
    expect(container.innerHTML).toBe("");
  });
});
