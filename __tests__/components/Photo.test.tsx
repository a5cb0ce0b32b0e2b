import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../src/components/Photo/Photo";

const src = "https://images.unsplash.com/photo-1?w=720&h=540";
function data(layout: IGatsbyImageData["layout"]): IGatsbyImageData {
  return {
    layout,
    width: 720,
    height: 540,
    backgroundColor: "#5888a8",
    images: { fallback: { src, srcSet: `${src} 720w`, sizes: "(min-width: 720px) 720px, 100vw" } },
  };
}

describe("Photo", () => {
  it("renders a responsive img with size, alt and lazy loading, visible without JavaScript", () => {
    const { container } = render(<Photo image={data("constrained")} alt="Surgeons" className="x" />);
    const img = container.querySelector('img[alt="Surgeons"]')!;
    expect(img).toHaveAttribute("src", src);
    expect(img).toHaveAttribute("srcset", `${src} 720w`);
    expect(img).toHaveAttribute("sizes", "(min-width: 720px) 720px, 100vw");
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "540");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    // Nothing hides the photo until a script runs (GatsbyImage's opacity:0 delayed the LCP).
    expect(img.getAttribute("style")).toBeNull();
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.className).toBe("gatsby-image-wrapper gatsby-image-wrapper-constrained x");
    expect(wrapper.style.backgroundColor).toBe("rgb(88, 136, 168)");
    // The constrained sizer reserves 720x540 (no layout shift) and is hidden from assistive technology.
    expect(container.querySelector('img[aria-hidden="true"]')?.getAttribute("src")).toContain("height='540'%20width='720'");
  });

  it("eager + fetchpriority=high for the largest paint", () => {
    const { container } = render(<Photo image={data("fullWidth")} alt="Beach" loading="eager" priority />);
    const img = container.querySelector('img[alt="Beach"]')!;
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    // Whole-number size attributes with the photo's aspect ratio (HTML wants integers).
    expect(img).toHaveAttribute("width", "1000");
    expect(img).toHaveAttribute("height", "750");
    // Full width: the sizer keeps the aspect ratio.
    expect((container.querySelector('div[aria-hidden="true"]') as HTMLElement).style.paddingTop).toBe("75%");
  });
});
