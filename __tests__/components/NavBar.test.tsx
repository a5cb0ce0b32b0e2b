import { renderToString } from "react-dom/server.node";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { installDialog } from "../support/browserMocks";
import { pageHref } from "../../src/lib/links";
import NavBar, { samePath, type NavBarProps } from "../../src/components/NavBar/NavBar";
// NavBar imports the search box's module lazily, on the first opening. Loaded here with the file,
// that import answers from Jest's module registry at once, instead of compiling the module (and
// its imports) inside a test's wait for the box.
import "../../src/components/SiteSearch/SearchDialog";

// NavBar's fragment of site.json (NavBarSite), made up so the tests read on their own.
const site: Queries.NavBarSiteFragment = {
  nameLines: ["Example University", "of Health"],
  nav: [
    { label: "Academics", to: "/academics" },
    { label: "Admissions", to: "/admissions" },
    { label: "About", to: "/about" },
  ],
  navAction: { label: "Apply", href: "/admissions#apply" },
  quickActionLinks: [
    { label: "Apply", href: "/admissions#apply", kind: "page" },
    { label: "Visit", href: "/about#visit", kind: "page" },
    { label: "Request Information", href: "mailto:admissions@example.edu?subject=Information", kind: "email" },
  ],
  menuContact: [
    { label: "Phone", value: "(727) 555-0142", href: "tel:+17275550142" },
    { label: "E-mail", value: "info@example.edu", href: "mailto:info@example.edu" },
  ],
  ui: {
    skipLink: "Skip to main content",
    homeLinkLabel: "Example University, home",
    mainNavLabel: "Main",
    menuOpen: "Menu",
    menuClose: "Close",
    opensEmail: "opens your e-mail app",
  },
  behaviour: { navSolidAfterPx: 50 },
  search: {
    page: "/search",
    label: "Search",
    dialogLabel: "Search the site",
    inputLabel: "Search the site",
    placeholder: "A program, a cost",
    close: "Close search",
    hint: "Type to search.",
    loading: "Searching",
    resultCount: { one: "1 page", other: "{count} pages" },
    noResults: "Nothing for {query}",
    unavailable: "No search here.",
    allPages: "Every page",
    maxResults: 5,
  },
};
const props: NavBarProps = { site, currentPath: "/", overHero: true };

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    jest.advanceTimersByTime(16);
  });
}

const header = () => screen.getByRole("banner");
/** The search box, once its module has loaded. */
const searchBox = () => screen.findByRole("dialog", { name: "Search the site" });
const menuButton = () => screen.getByRole("button", { name: /^(Menu|Close)$/ });

describe("NavBar", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
  });
  afterEach(() => jest.useRealTimers());

  // The threshold is content's (behaviour.navSolidAfterPx): the fixture's 50, and another.
  it.each([50, 200])("over the hero: transparent at %i px, solid 1 px past it, transparent again back at it", (threshold) => {
    render(<NavBar {...props} site={{ ...site, behaviour: { navSolidAfterPx: threshold } }} />);
    expect(header()).toHaveAttribute("data-solid", "false");
    expect(header()).toHaveClass("transparent");
    scrollTo(threshold);
    expect(header()).toHaveAttribute("data-solid", "false");
    scrollTo(threshold + 1);
    expect(header()).toHaveAttribute("data-solid", "true");
    expect(header()).toHaveClass("solid");
    scrollTo(threshold);
    expect(header()).toHaveAttribute("data-solid", "false");
  });

  it("is always solid where no hero sits under it", () => {
    render(<NavBar {...props} overHero={false} currentPath="/about" />);
    expect(header()).toHaveAttribute("data-solid", "true");
    scrollTo(0);
    expect(header()).toHaveAttribute("data-solid", "true");
  });

  it("server HTML is transparent over the hero and contains every link", () => {
    const html = renderToString(<NavBar {...props} />);
    expect(html).toContain('data-solid="false"');
    for (const link of site.nav) expect(html).toContain(`href="${pageHref(link.to!)}"`);
    expect(html).toContain('aria-expanded="false"');
  });

  it("highlights the active route with aria-current, trailing slash or not", () => {
    render(<NavBar {...props} currentPath="/admissions/" />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Admissions" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Admissions" })).toHaveClass("current");
    expect(within(nav).getByRole("link", { name: "Academics" })).not.toHaveAttribute("aria-current");
    expect(samePath("/about/", "/about")).toBe(true);
    expect(samePath("/", "/about")).toBe(false);
  });

  it("logo link goes home and shows the university's full name on two lines (the lockup)", () => {
    render(
      <NavBar
        {...props}
        site={{ ...site, ui: { ...site.ui, homeLinkLabel: "Example University of Health, home" } }}
        currentPath="/about"
      />,
    );
    const home = screen.getByRole("link", { name: "Example University of Health, home" });
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByText("Example University").parentElement).toHaveClass("lockup");
    expect(within(home).getByText("of Health").parentElement).toHaveClass("lockup");
  });

  it("offers Apply in the bar, and the action set, phone and e-mail inside the menu panel", () => {
    render(<NavBar {...props} />);
    const applies = screen.getAllByRole("link", { name: "Apply" });
    // The bar's own (from 768 px), the wide screens' inline one, the action set's.
    expect(applies.map((a) => a.getAttribute("href"))).toEqual(["/admissions/#apply", "/admissions/#apply", "/admissions/#apply"]);
    const panel = document.getElementById(menuButton().getAttribute("aria-controls") ?? "")!;
    expect(panel.contains(applies[0])).toBe(false);
    expect(panel.contains(applies[1])).toBe(true);
    const quick = within(panel).getAllByRole("list")[1]; // after the main navigation's
    expect(Array.from(within(quick).getAllByRole("link"), (a) => a.getAttribute("href"))).toEqual(
      site.quickActionLinks.map((q) => pageHref(q.href)),
    );
    expect(within(quick).getByRole("link", { name: "Request Information (opens your e-mail app)" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Phone (727) 555-0142" })).toHaveAttribute("href", "tel:+17275550142");
    expect(within(panel).getByRole("link", { name: "E-mail info@example.edu" })).toHaveAttribute("href", "mailto:info@example.edu");
    // The main navigation holds the page links only.
    expect(within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("link")).toHaveLength(site.nav.length);
  });

  it("offers the action set's other actions (Visit, Request Information) in the wide screens' row, before the links", () => {
    render(<NavBar {...props} />);
    const row = header().querySelector(".utility")!;
    const links = within(row as HTMLElement).getAllByRole("link");
    // Every action but the bar's own button, in the action set's order, with the same targets.
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      site.quickActionLinks.filter((q) => q.href !== site.navAction.href).map((q) => pageHref(q.href)),
    );
    expect(links.map((a) => a.firstChild?.textContent)).toEqual(["Visit", "Request Information"]);
    expect(within(row as HTMLElement).getByRole("link", { name: "Request Information (opens your e-mail app)" })).toBeInTheDocument();
    // Outside the menu panel (it is no part of the narrow menu), and before the links in the tab order.
    const panel = document.getElementById(menuButton().getAttribute("aria-controls") ?? "")!;
    expect(panel.contains(row)).toBe(false);
    expect(row.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("menu button: aria-expanded, aria-controls pointing at the panel with the links, label from content", () => {
    render(<NavBar {...props} />);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(within(list!).getAllByRole("link", { name: /Academics|Admissions|About/ })).toHaveLength(3);
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveClass("menuOpen");
    // An open menu needs a surface under it, even over the hero at the top of the page.
    expect(header()).toHaveAttribute("data-solid", "true");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("menu closes when the route changes", () => {
    const { rerender } = render(<NavBar {...props} />);
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    rerender(<NavBar {...props} currentPath="/academics/" />);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(menuButton()); // and it opens again on the new route
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("menu closes on Escape with focus back on the button", () => {
    render(<NavBar {...props} />);
    fireEvent.click(menuButton());
    const link = screen.getByRole("link", { name: "About" });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: "Escape" });
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("menu closes on a press on its backdrop", () => {
    render(<NavBar {...props} />);
    fireEvent.click(menuButton());
    const backdrop = header().querySelector(".backdrop")!;
    expect(backdrop).toHaveClass("backdropOpen");
    expect(backdrop).toHaveAttribute("aria-hidden", "true");
    fireEvent.mouseDown(backdrop);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(backdrop).not.toHaveClass("backdropOpen");
  });

  it("menu closes on a click outside and when a link is followed", () => {
    render(
      <>
        <NavBar {...props} />
        <p>page text</p>
      </>,
    );
    fireEvent.click(menuButton());
    fireEvent.mouseDown(screen.getByText("page text"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole("link", { name: "About" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("Search: a link to the search page in the server's HTML (no JavaScript), a button that opens the search box once React runs", () => {
    const html = renderToString(<NavBar {...props} />);
    // In the wide bar's upper row and first in the menu panel, both to the search page.
    expect(html.match(/<a href="\/search\/"[^>]*>/g)).toHaveLength(2);
    expect(html).not.toContain('role="button"');
    render(<NavBar {...props} />);
    const buttons = screen.getAllByRole("button", { name: "Search" });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAttribute("href", "/search/");
      expect(button).toHaveAttribute("aria-haspopup", "dialog");
      expect(button).toHaveAttribute("aria-expanded", "false");
    }
    expect(header().querySelector(".utility")!.contains(buttons[0])).toBe(true);
    expect(document.getElementById("site-menu")!.firstElementChild).toBe(buttons[1]);
    // Nothing of the search box is there until it is opened.
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("Search opens the search box (loaded then), Escape closes it with focus back on the button, and the open menu stays open", async () => {
    installDialog();
    jest.useRealTimers();
    render(<NavBar {...props} />);
    fireEvent.click(menuButton());
    const button = screen.getAllByRole("button", { name: "Search" })[1];
    fireEvent.click(button);
    const dialog = await searchBox();
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("searchbox", { name: "Search the site" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(dialog).not.toHaveAttribute("open");
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
  });

  it('"/" opens the search box from the page, never while typing in a field', async () => {
    installDialog();
    jest.useRealTimers();
    render(
      <>
        <NavBar {...props} />
        <input aria-label="elsewhere" />
      </>,
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "elsewhere" }), { key: "/" });
    expect(document.querySelector("dialog")).toBeNull();
    fireEvent.keyDown(document.body, { key: "/" });
    const dialog = await searchBox();
    expect(dialog).toHaveAttribute("open");
  });
});
