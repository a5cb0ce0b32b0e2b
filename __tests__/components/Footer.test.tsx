import { render, screen, within } from "@testing-library/react";
import { pageHref } from "../../src/lib/links";
import Footer, { type FooterProps } from "../../src/components/Footer/Footer";
import site from "../../content/site.json";
import programsFile from "../../content/programs.json";
import { displayResolvers } from "../../plugins/content-schema";

const props: FooterProps = {
  siteName: site.name,
  homeLabel: site.ui.homeLinkLabel,
  navLabel: site.ui.footerNavLabel,
  tagline: site.footer.tagline,
  programsHeading: site.footer.programsHeading,
  programs: programsFile.programs.map((p) => ({ label: p.name, to: `/academics/${p.slug}/` })),
  allPrograms: null,
  quickLinksHeading: site.footer.quickLinksHeading,
  quickLinks: site.footer.quickLinks,
  resourcesHeading: site.footer.resourcesHeading,
  resources: [...site.footer.resources.slice(0, 3), { label: "Careers portal", to: "https://careers.example.org" }],
  contactHeading: site.footer.contactHeading,
  address: { lines: displayResolvers.Address.lines.resolve(site.address) },
  phone: { ...site.phone, href: displayResolvers.Phone.href.resolve(site.phone) },
  phoneLabel: site.ui.phoneLabel,
  email: { label: site.ui.emailLabel, ...displayResolvers.SiteJson.email.resolve(site, { key: "info" }) },
  legal: [...site.footer.legal, { label: "Text without a page" }],
  copyright: site.footer.copyright,
  buildDate: "2031-01-01",
};

describe("Footer", () => {
  beforeEach(() => render(<Footer {...props} />));

  it("is a contentinfo landmark with a labelled nav of the four quick links", () => {
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: site.ui.footerNavLabel });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/academics/", "/admissions/", "/student-experience/", "/research/"]);
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
    const allPrograms = { label: site.footer.allProgramsLabel, to: site.footer.allProgramsTo };
    const { container } = render(<Footer {...props} programs={many} allPrograms={allPrograms} />);
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

  it("links to the one list of photo credits, a page of its own, instead of printing it on every page", () => {
    expect(screen.getByRole("link", { name: "Photo Credits" })).toHaveAttribute("href", "/photo-credits/");
    expect(screen.queryByText(/Unsplash License|Pexels License/)).toBeNull();
  });
});
