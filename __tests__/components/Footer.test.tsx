import { render, screen, within } from "@testing-library/react";
import { pageHref } from "../../src/lib/links";
import Footer from "../../src/components/Footer/Footer";
import site from "../../content/site.json";
import programsFile from "../../content/programs.json";
import { queriedSiteJson as siteJson } from "./siteJson.fixture";

// Footer's fragment of site.json as Layout's static query returns it (siteJson.fixture.ts), with
// every program shown, a resource on another site and a legal item without a page.
const footer = {
  ...siteJson.footer,
  shown: { items: programsFile.programs.map((p) => ({ label: p.name, to: `/academics/${p.slug}/` })), more: false },
  resources: [...site.footer.resources.slice(0, 3), { label: "Careers portal", to: "https://careers.example.org" }],
  legal: [...site.footer.legal, { label: "Text without a page", to: null }],
};
const props = { site: { ...siteJson, footer } as Queries.FooterSiteFragment, buildDate: "2031-01-01" };

describe("Footer", () => {
  beforeEach(() => render(<Footer {...props} />));

  it("is a contentinfo landmark with a labelled nav of the five quick links", () => {
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: site.ui.footerNavLabel });
    const hrefs = Array.from(within(nav).getAllByRole("link"), (a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/academics/", "/admissions/", "/admissions/tuition-and-aid/", "/student-experience/", "/research/"]);
  });

  it("lists every program under its heading, each a link to its page", () => {
    const column = screen.getByRole("heading", { name: site.footer.programsHeading }).parentElement!;
    const links = within(column).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      programsFile.programs.map((p) => [p.name, `/academics/${p.slug}/`]),
    );
  });

  it("ends the programs the query left (its first maxPrograms) with a link to all of them when some were left out", () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ label: `Program ${i + 1}`, to: `/academics/program-${i + 1}/` }));
    const shown = { items: many, more: true };
    const { container } = render(<Footer {...props} site={{ ...props.site, footer: { ...footer, shown } }} />);
    const column = within(container).getByRole("heading", { name: site.footer.programsHeading }).parentElement!;
    const links = within(column).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ...many.map((p) => [p.label, p.to]),
      [site.footer.allProgramsLabel, pageHref(site.footer.allProgramsTo)],
    ]);
  });

  it("renders resources and legal items with `to` as links (every item of the content), and without `to` as text", () => {
    for (const item of [...site.footer.resources.slice(0, 3), ...site.footer.legal]) {
      expect(screen.getByRole("link", { name: item.label })).toHaveAttribute("href", pageHref(item.to));
    }
    expect(screen.getByText("Text without a page").closest("a")).toBeNull();
    expect(screen.getByRole("link", { name: "Careers portal" })).toHaveAttribute("href", "https://careers.example.org");
  });

  it("shows the address, the phone as a tel: link and the copyright of the build's year", () => {
    expect(screen.getByText(site.address.street)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    expect(screen.getByText(/© 2031 /)).toBeInTheDocument();
    expect(screen.queryByText(/\{year\}/)).toBeNull();
  });
});
