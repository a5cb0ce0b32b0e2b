import { renderToString } from "react-dom/server.node";
import { render, screen } from "@testing-library/react";
import { pageHref } from "../../src/lib/links";
import { MockIntersectionObserver, installIntersectionObserver, removeIntersectionObserver } from "../support/browserMocks";
import ActionBar, { HERO_ACTIONS, type ActionBarProps } from "../../src/components/ActionBar/ActionBar";
import { HERO_ACTIONS_MARK } from "../../src/components/ActionLinks/ActionLinks";

const props: ActionBarProps = {
  site: {
    ui: { quickActionsLabel: "Quick actions", opensEmail: "opens your e-mail app" },
    quickActionLinks: [
      { label: "Apply", href: "/admissions#apply", kind: "page" },
      { label: "Visit", href: "/about#visit", kind: "page" },
      { label: "Request Information", href: "mailto:admissions@example.edu?subject=Information", kind: "email" },
    ],
  },
  pathname: "/",
};

function report(isIntersecting: boolean) {
  const io = MockIntersectionObserver.instances.at(-1)!;
  for (const el of io.elements) io.fire(el, isIntersecting);
}

const bar = () => screen.getByRole("navigation", { name: "Quick actions" });

describe("ActionBar", () => {
  beforeEach(() => {
    installIntersectionObserver();
    // The page's nav bar (Layout's header), which the bar measures.
    document.body.append(document.createElement("header"));
  });
  afterEach(() => {
    removeIntersectionObserver();
    document.body.innerHTML = "";
  });

  it("server HTML leaves the decision to the styles (no data-shown) and holds every action", () => {
    const html = renderToString(<ActionBar {...props} />);
    expect(html).not.toContain("data-shown");
    for (const action of props.site.quickActionLinks) expect(html).toContain(`href="${pageHref(action.href).replace(/&/g, "&amp;")}"`);
  });

  it("is tucked away while the hero's actions are on screen and shown once they have scrolled away", () => {
    const hero = document.createElement("ul");
    hero.dataset.actions = HERO_ACTIONS_MARK;
    document.body.append(hero);
    expect(document.querySelector(HERO_ACTIONS)).toBe(hero);
    // The selector the browser test and the bar's styles name.
    expect(HERO_ACTIONS).toBe('[data-actions="hero"]');
    render(<ActionBar {...props} />);
    expect([...MockIntersectionObserver.instances.at(-1)!.elements]).toEqual([hero]);
    report(true);
    expect(bar()).toHaveAttribute("data-shown", "false");
    report(false);
    expect(bar()).toHaveAttribute("data-shown", "true");
  });

  it("is shown on a page whose hero has no actions", () => {
    render(<ActionBar {...props} pathname="/research/" />);
    expect(bar()).toHaveAttribute("data-shown", "true");
  });

  it("labels the e-mail action for screen readers and keeps the first action primary", () => {
    render(<ActionBar {...props} />);
    expect(screen.getByRole("link", { name: "Request Information (opens your e-mail app)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Apply" })).toHaveClass("primary");
  });
});
