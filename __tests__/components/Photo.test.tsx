import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../src/components/Photo/Photo";
import { focalObjectPosition } from "../../src/lib/photos/imageData";

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

function mainImage(container: HTMLElement): HTMLImageElement {
  return container.querySelector("img[data-main-image]") as HTMLImageElement;
}

describe("Photo (GatsbyImage with CDN image data)", () => {
  it("renders the responsive CDN image, lazy by default, with its alt text", () => {
    const { container } = render(<Photo image={data("constrained")} alt="Surgeons" className="x" />);
    const img = mainImage(container);
    expect(img).toHaveAttribute("alt", "Surgeons");
    // Lazy photos carry their URLs in data-src/data-srcset until GatsbyImage swaps them in.
    expect(img).toHaveAttribute("data-src", src);
    expect(img).toHaveAttribute("data-srcset", `${src} 720w`);
    expect(img).toHaveAttribute("sizes", "(min-width: 720px) 720px, 100vw");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("reserves the photo's box (no layout shift) and fills it with the dominant colour", () => {
    const { container } = render(<Photo image={data("constrained")} alt="Surgeons" className="x" />);
    const wrapper = container.querySelector("[data-gatsby-image-wrapper]") as HTMLElement;
    expect(wrapper).toHaveClass("gatsby-image-wrapper", "gatsby-image-wrapper-constrained", "x");
    expect(wrapper.style.backgroundColor).toBe("rgb(88, 136, 168)");
    // The constrained sizer states 720x540 and is hidden from assistive technology.
    const sizer = container.querySelector('img[aria-hidden="true"]');
    expect(sizer?.getAttribute("src")).toContain("height='540'%20width='720'");
  });

  it("loads the largest paint eagerly with fetchpriority=high", () => {
    const { container } = render(<Photo image={data("fullWidth")} alt="Beach" loading="eager" priority />);
    const img = mainImage(container);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("src", src); // eager: a real src in the server HTML
  });
});

describe("focal point", () => {
  it("is CSS object-position computed at build time, applied to the image", () => {
    expect(focalObjectPosition({ x: 0.333, y: 0.2 })).toBe("33.3% 20%");
    const { container } = render(<Photo image={{ ...data("fullWidth"), objectPosition: "33.3% 20%" } as IGatsbyImageData} alt="A photo" />);
    expect(container.querySelector("img[data-main-image]")).toHaveStyle({ objectPosition: "33.3% 20%" });
  });
});
