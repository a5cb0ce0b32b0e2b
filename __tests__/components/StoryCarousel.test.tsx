import { renderToString } from "react-dom/server.node";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import StoryCarousel, { type StoryCarouselProps, type Story } from "../../src/components/StoryCarousel/StoryCarousel";
import { mockReducedMotion, restoreMatchMedia } from "../support/browserMocks";

// The smallest photo Photo renders (one CDN file); only the first story has a photo.
const portrait: Queries.PhotoImgFragment = {
  src: "https://images.unsplash.com/p?w=10&h=10",
  srcSet: "https://images.unsplash.com/p?w=10&h=10 10w",
  sizes: "10px",
  width: 10,
  height: 10,
  fullWidth: false,
  hero: false,
  backgroundColor: null,
  objectPosition: null,
};

const stories: Story[] = ["Ana", "Ben", "Cora", "Dev"].map((name, i) => ({
  name,
  title: `Year ${i + 1} student`,
  program: "Pharmacy",
  quote: `Quote number ${i + 1}.`,
  photo: i === 0 ? { img: portrait, alt: `Portrait of ${name}` } : null,
}));

const props: StoryCarouselProps = {
  stories,
  intervalMs: 5000, // content/site.json behaviour.carouselIntervalMs
  labels: {
    carouselLabel: "Student stories",
    previousSlide: "Previous story",
    nextSlide: "Next story",
    goToSlide: "Show story {n}",
    slideOf: "{n} of {total}",
    pauseRotation: "Pause rotation",
    startRotation: "Start rotation",
  },
};

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const slides = () => screen.getAllByRole("group");
const activeSlide = () => slides().find((s) => s.getAttribute("data-active") === "true");
const activeQuote = () => activeSlide()?.querySelector("blockquote")?.textContent;
const carousel = () => screen.getByRole("region", { name: "Student stories" });

describe("StoryCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreMatchMedia();
  });

  it("server HTML holds all four stories (readable without JavaScript)", () => {
    const html = renderToString(<StoryCarousel {...props} />);
    for (const story of stories) expect(html).toContain(story.quote);
    expect(html).toContain('aria-roledescription="carousel"');
  });

  it("follows the WAI-ARIA carousel pattern: labelled region, slides 'n of 4', named dot buttons", () => {
    render(<StoryCarousel {...props} />);
    expect(carousel()).toHaveAttribute("aria-roledescription", "carousel");
    expect(slides().map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    slides().forEach((s) => expect(s).toHaveAttribute("aria-roledescription", "slide"));
    for (let n = 1; n <= 4; n += 1) expect(screen.getByRole("button", { name: `Show story ${n}` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show story 1" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("img", { name: "Portrait of Ana" })).toBeInTheDocument();
  });

  it("advances every 5000 ms (not at 4999) and wraps around", () => {
    render(<StoryCarousel {...props} />);
    expect(activeQuote()).toBe("Quote number 1.");
    tick(4999);
    expect(activeQuote()).toBe("Quote number 1.");
    tick(1);
    expect(activeQuote()).toBe("Quote number 2.");
    tick(4999);
    expect(activeQuote()).toBe("Quote number 2.");
    tick(1);
    expect(activeQuote()).toBe("Quote number 3.");
    tick(5000);
    expect(activeQuote()).toBe("Quote number 4.");
    tick(5000);
    expect(activeQuote()).toBe("Quote number 1.");
  });

  it("previous/next wrap both ways and restart the timer", () => {
    render(<StoryCarousel {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous story" }));
    expect(activeQuote()).toBe("Quote number 4.");
    fireEvent.click(screen.getByRole("button", { name: "Previous story" }));
    expect(activeQuote()).toBe("Quote number 3.");
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    expect(activeQuote()).toBe("Quote number 4.");
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    expect(activeQuote()).toBe("Quote number 1.");
    tick(3000);
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    tick(4999);
    expect(activeQuote()).toBe("Quote number 2.");
    tick(1);
    expect(activeQuote()).toBe("Quote number 3.");
  });

  it("dots jump to a story and mark the current one", () => {
    render(<StoryCarousel {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Show story 3" }));
    expect(activeQuote()).toBe("Quote number 3.");
    expect(screen.getByRole("button", { name: "Show story 3" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show story 1" })).not.toHaveAttribute("aria-current");
  });

  it("pause/play button stops rotation; the live region is polite only while stopped", () => {
    render(<StoryCarousel {...props} />);
    const live = document.getElementById("stories-slides");
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    expect(live).toHaveAttribute("aria-live", "polite");
    tick(20000);
    expect(activeQuote()).toBe("Quote number 1.");
    fireEvent.click(screen.getByRole("button", { name: "Start rotation" }));
    expect(live).toHaveAttribute("aria-live", "off");
    tick(5000);
    expect(activeQuote()).toBe("Quote number 2.");
  });

  const setVisibility = (value: string) => {
    Object.defineProperty(document, "visibilityState", { value, configurable: true });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
  };
  const focus = (name: string) => act(() => screen.getByRole("button", { name }).focus());

  it.each([
    ["the pointer is over it", () => fireEvent.mouseEnter(carousel()), () => fireEvent.mouseLeave(carousel())],
    ["keyboard focus is inside", () => focus("Next story"), () => focus("after")],
    ["the tab is hidden", () => setVisibility("hidden"), () => setVisibility("visible")],
  ])("pauses while %s (the live region polite, the visitor's choice kept) and resumes after", (_while, pause, resume) => {
    render(
      <>
        <StoryCarousel {...props} />
        <button type="button">after</button>
      </>,
    );
    pause();
    tick(15000);
    expect(activeQuote()).toBe("Quote number 1.");
    expect(document.getElementById("stories-slides")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Pause rotation" })).toBeInTheDocument();
    resume();
    tick(5000);
    expect(activeQuote()).toBe("Quote number 2.");
  });

  it("reduced motion: no automatic advance; manual controls still work", () => {
    mockReducedMotion(true);
    render(<StoryCarousel {...props} />);
    tick(30000);
    expect(activeQuote()).toBe("Quote number 1.");
    expect(document.getElementById("stories-slides")).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "Next story" }));
    expect(activeQuote()).toBe("Quote number 2.");
    fireEvent.click(screen.getByRole("button", { name: "Show story 4" }));
    expect(activeQuote()).toBe("Quote number 4.");
    fireEvent.click(screen.getByRole("button", { name: "Previous story" }));
    expect(activeQuote()).toBe("Quote number 3.");
  });

  it("controls name the slides they drive", () => {
    render(<StoryCarousel {...props} />);
    const controls = within(carousel())
      .getAllByRole("button")
      .filter((b) => b.hasAttribute("aria-controls"));
    controls.forEach((b) => expect(b).toHaveAttribute("aria-controls", "stories-slides"));
    expect(controls).toHaveLength(6);
  });
});
