import { renderToStaticMarkup } from "react-dom/server.node";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../src/components/Photo/Photo";
import { focalObjectPosition, photoImgAttributes } from "../../plugins/photos";

const base = "https://images.unsplash.com/photo-1";
const url = (w: number, h: number) => `${base}?w=${w}&h=${h}`;

/** Image data shaped as plugins/photos/imageData.ts builds it (srcset entries joined by ",\n"). */
function imageData(layout: IGatsbyImageData["layout"]): IGatsbyImageData {
  const fullWidth = layout === "fullWidth";
  return {
    layout,
    // gatsby-plugin-image states only the aspect ratio for FULL_WIDTH (width 1).
    width: fullWidth ? 1 : 720,
    height: fullWidth ? 0.75 : 540,
    backgroundColor: "#5888a8",
    images: {
      fallback: {
        src: url(720, 540),
        srcSet: `${url(360, 270)} 360w,\n${url(720, 540)} 720w,\n${url(1440, 1080)} 1440w`,
        sizes: fullWidth ? "100vw" : "(min-width: 752px) 720px, calc(100vw - 32px)",
      },
      sources: [],
    },
  };
}

/** What StockPhoto.img gives the component for that data (computed at build time). */
const data = (layout: IGatsbyImageData["layout"]) => photoImgAttributes(imageData(layout));

function onlyImage(container: HTMLElement): HTMLImageElement {
  // The photo is the <img> itself: no wrapper, sizer, placeholder, <noscript> or <script>.
  expect(container.children).toHaveLength(1);
  const img = container.firstElementChild as HTMLImageElement;
  expect(img.tagName).toBe("IMG");
  return img;
}

describe("Photo (a plain <img> from the attributes StockPhoto.img computes)", () => {
  it("renders the responsive CDN image with src, srcset and sizes, lazy and async by default", () => {
    const { container } = render(<Photo image={data("constrained")} alt="Surgeons" className="x" />);
    const img = onlyImage(container);
    expect(img).toHaveAttribute("alt", "Surgeons");
    expect(img).toHaveAttribute("src", url(720, 540));
    expect(img).toHaveAttribute("srcset", imageData("constrained").images.fallback!.srcSet);
    expect(img).toHaveAttribute("sizes", "(min-width: 752px) 720px, calc(100vw - 32px)");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).not.toHaveAttribute("role");
    expect(img).not.toHaveAttribute("style", expect.stringContaining("opacity"));
  });

  it("reserves the box with width/height, fills it with the dominant colour and takes the caller's class", () => {
    const { container } = render(<Photo image={data("constrained")} alt="Surgeons" className="x" />);
    const img = onlyImage(container);
    expect(img).toHaveAttribute("width", "720");
    expect(img).toHaveAttribute("height", "540");
    expect(img.style.backgroundColor).toBe("rgb(88, 136, 168)");
    // The style mock maps a class to its own name: base, no layout class, then the caller's.
    expect(img.className).toBe("photo x");
  });

  it("gives a FULL_WIDTH photo the widest file's pixel size and the full-width class", () => {
    const { container } = render(<Photo image={data("fullWidth")} alt="Beach" />);
    const img = onlyImage(container);
    expect(img).toHaveAttribute("width", "1440");
    expect(img).toHaveAttribute("height", "1080");
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img.className).toBe("photo fullWidth");
  });

  it("keeps alt empty for a decorative photo (and adds no role)", () => {
    const { container } = render(<Photo image={data("fullWidth")} alt="" />);
    const img = onlyImage(container);
    expect(img).toHaveAttribute("alt", "");
    expect(img).not.toHaveAttribute("role");
    expect(img).not.toHaveAttribute("aria-hidden");
  });

  it("server-renders one <img> whose loading and sizes precede srcset and src", () => {
    const html = renderToStaticMarkup(<Photo image={data("constrained")} alt="Surgeons" />);
    expect(html.match(/<[a-z]+/g)).toEqual(["<img"]);
    const at = (name: string) => html.indexOf(` ${name}="`);
    expect(at("loading")).toBeGreaterThan(0);
    expect(at("loading")).toBeLessThan(at("srcSet"));
    expect(at("sizes")).toBeLessThan(at("srcSet"));
    expect(at("srcSet")).toBeLessThan(at("src"));
  });
});

it("the focal point is CSS object-position computed at build time, applied to the image", () => {
  expect(focalObjectPosition({ x: 0.333, y: 0.2 })).toBe("33.3% 20%");
  const { container } = render(<Photo image={{ ...data("fullWidth"), objectPosition: "33.3% 20%" }} alt="A photo" />);
  expect(container.querySelector("img")).toHaveStyle({ objectPosition: "33.3% 20%" });
});
