import { act, render } from "@testing-library/react";
import ParallaxImage from "../../src/components/ParallaxImage/ParallaxImage";
import { scrollSubscriberCount } from "../../src/lib/scrollStore";

let reduce = false;

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    jest.advanceTimersByTime(16);
  });
}

describe("ParallaxImage", () => {
  const original = window.matchMedia;
  beforeEach(() => {
    jest.useFakeTimers();
    reduce = false;
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    window.matchMedia = jest.fn((query: string) => ({
      media: query,
      matches: reduce && query.includes("reduce"),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = original;
  });

  const layerOf = (container: HTMLElement) => container.querySelector<HTMLElement>(".layer")!;

  it("moves the image layer with the scroll offset (transform only) and keeps the frame still", () => {
    const { container } = render(
      <ParallaxImage className="heroMedia">
        <img alt="" src="x.jpg" />
      </ParallaxImage>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveClass("heroMedia");
    scrollTo(200);
    expect(layerOf(container).style.transform).toBe("translate3d(0, 60px, 0)");
    expect(frame.getAttribute("style")).toBeNull();
  });

  it("shares the one scroll listener with every other subscriber", () => {
    render(
      <>
        <ParallaxImage>
          <img alt="" src="a.jpg" />
        </ParallaxImage>
        <ParallaxImage speed={0.5}>
          <img alt="" src="b.jpg" />
        </ParallaxImage>
      </>,
    );
    expect(scrollSubscriberCount()).toBe(2);
  });

  it("reduced motion: the image stays still", () => {
    reduce = true;
    const { container } = render(
      <ParallaxImage>
        <img alt="" src="x.jpg" />
      </ParallaxImage>,
    );
    scrollTo(300);
    expect(layerOf(container).style.transform).toBe("");
    expect(scrollSubscriberCount()).toBe(0);
  });
});
