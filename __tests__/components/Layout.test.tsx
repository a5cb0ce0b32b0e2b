import { renderToString } from "react-dom/server.node";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import Layout, { isOverHero } from "../../src/components/Layout/Layout";
import site from "../../content/site.json";
import { queriedSiteJson as siteJson } from "./siteJson.fixture";
import { revealClass } from "../../src/components/Reveal/Reveal";
import {
  installIntersectionObserver,
  MockIntersectionObserver,
  mockReducedMotion,
  removeIntersectionObserver,
  restoreMatchMedia,
} from "../support/browserMocks";

// What the static queries return (see siteJson.fixture.ts).
const shown = { items: [{ label: "Pharmacy", to: "/academics/pharmacy/" }], more: false };
const staticQueryData = { content: { site: { ...siteJson, footer: { ...siteJson.footer, shown } }, buildDate: "2026-11-26" } };

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData);
});

const renderAbout = () =>
  render(
    <Layout location={{ pathname: "/about" }}>
      <p>Page body</p>
    </Layout>,
  );

function Boom(): never {
  throw new Error("render failed");
}

describe("Layout", () => {
  it("renders nav bar, action bar, page and footer as four Suspense boundaries, so each hydrates in a task of its own", () => {
    const html = renderToString(
      <Layout location={{ pathname: "/about" }}>
        <p>Page body</p>
      </Layout>,
    );
    // React marks a boundary that rendered its content in the server's HTML with <!--$-->...<!--/$-->.
    expect(html.match(/<!--\$-->/g)).toHaveLength(4);
    const part = (selector: string) => new RegExp(`<!--\\$-->\\s*<${selector}[\\s>]`);
    for (const tag of ["header", "footer"]) expect(html).toMatch(part(tag));
  });

  it("starts with a skip link to the focusable main landmark", () => {
    renderAbout();
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveTextContent(site.ui.skipLink);
    expect(skip).toHaveAttribute("href", "#main");
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main).toHaveTextContent("Page body");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: site.ui.mainNavLabel })).toBeInTheDocument();
    // The skip link is inside the banner landmark.
    expect(screen.getByRole("banner")).toContainElement(skip);
  });

  it("starts the sections' fade-in over every element of revealClass on the page, after hydration", () => {
    installIntersectionObserver();
    mockReducedMotion(false);
    try {
      render(
        <Layout location={{ pathname: "/about" }}>
          <div id="one" className={revealClass} />
          <div id="two" className={revealClass} />
        </Layout>,
      );
      const observed = MockIntersectionObserver.instances.find((io) => io.elements.has(document.getElementById("one")!));
      expect(observed?.elements.has(document.getElementById("two")!)).toBe(true);
      observed!.fire(document.getElementById("two")!, false, 5000);
      expect(document.getElementById("two")).toHaveAttribute("data-reveal", "pending");
    } finally {
      removeIntersectionObserver();
      restoreMatchMedia();
    }
  });

  it("offers the action set of site.json quickActions as the phone action bar", () => {
    renderAbout();
    const bar = screen.getByRole("navigation", { name: site.ui.quickActionsLabel });
    const labels = site.quickActions.map((id) => site.callsToAction.find((c) => c.id === id)!.label);
    // Right after the nav bar, before <main>: keyboard users meet it after the menu.
    expect(bar.compareDocumentPosition(screen.getByRole("main")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("banner").compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(Array.from(bar.querySelectorAll("a"), (a) => a.firstChild?.textContent)).toEqual(labels);
  });

  it("shows the error screen with a home link inside the layout when the page throws", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Layout location={{ pathname: "/research" }}>
        <Boom />
      </Layout>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.errorScreen.homeLabel })).toHaveAttribute("href", "/");
    // Nav and footer survive the page's failure.
    expect(screen.getByRole("navigation", { name: site.ui.mainNavLabel })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    log.mockRestore();
  });

  it("runs the hero under the nav only on the home page", () => {
    expect(isOverHero("/")).toBe(true);
    expect(isOverHero("/about")).toBe(false);
  });
});
