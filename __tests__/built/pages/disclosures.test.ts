/** @jest-environment jsdom */
// Disclosures true to the site (issue 46, point 9): /institutional-disclosures links every
// program's cost of attendance and the published security report, dates each disclosure's last
// review and names the Title IX Coordinator with an e-mail on the site's domain and the phone;
// /annual-security-report publishes the policies and three calendar years of crime statistics.
import { within } from "@testing-library/react";
import { block, contentPage, pageAt } from "../../content/pages";
import site from "../../../content/site.json";
import { builtPage, byId, callToAction, filled, internalHref } from "./builtPage";

const disclosures = contentPage("institutional-disclosures");
const report = contentPage("annual-security-report");
const reportRoute = report.path;
const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";

/** The page whose table shows every program's cost of attendance. */
const hub = contentPage("tuition-and-aid");

describe("/institutional-disclosures/ (built)", () => {
  const body = builtPage("/institutional-disclosures/");

  it("links every program's cost of attendance, the tuition and aid page's table; nothing held back until an offer", () => {
    const table = block(hub, "costOfAttendance");
    const costs = Array.from(body.querySelectorAll("a"), (a) => a.getAttribute("href") ?? "").filter(
      (href) => href === internalHref(`${hub.path}#${table.id}`),
    );
    // Its rows, one a program (#<id>-<slug>), are checked with that page (tuitionAndAid.test.ts).
    expect(costs).toHaveLength(1);
    expect(text(body)).not.toMatch(/with every offer|on request before you apply/);
  });

  it("offers the compliance office's e-mail for questions about any disclosure", () => {
    const address = `${site.emails.compliance}@${site.domain}`;
    const mail = Array.from(byId(body, "disclosures-contact").querySelectorAll('a[href^="mailto:"]'), (a) => a.getAttribute("href") ?? "");
    expect(mail.some((href) => href.startsWith(`mailto:${address}`))).toBe(true);
  });

  it("links the published security report", () => {
    expect(within(body).getByRole("link", { name: callToAction("securityReport").label })).toHaveAttribute(
      "href",
      internalHref(reportRoute),
    );
  });

  it("dates each disclosure's last review", () => {
    const points = block(disclosures, "points");
    const items = within(byId(body, points.id)).getAllByRole("listitem");
    expect(items).toHaveLength(points.items.length);
    for (const item of items) expect(text(item)).toMatch(new RegExp(`Last reviewed ${MONTH} \\d{1,2}, 20\\d\\d\\.$`));
  });

  it("names the Title IX Coordinator, with an e-mail on the site's domain and the phone", () => {
    const section = byId(body, "title-ix");
    expect(text(section)).toMatch(/Dr\. [A-Z][a-z]+ [A-Z][a-z]+, our Title IX Coordinator/);
    const address = `${site.emails.titleix}@${site.domain}`;
    expect(within(section).getByRole("link", { name: new RegExp(address) })).toHaveAttribute("href", `mailto:${address}`);
    const tel = Array.from(section.querySelectorAll('a[href^="tel:"]'), (a) => a.getAttribute("href"));
    expect(tel).toContain(`tel:${site.phone.e164}`);
    expect(site.phone.e164).toMatch(/^\+1\d{3}55501\d\d$/); // a fictional number, 555-01xx
  });
});

describe("/annual-security-report/ (built)", () => {
  const body = builtPage(reportRoute);
  const published = Number(/\b(20\d\d)\b/.exec(report.blocks[0].heading)?.[1]);
  const years = [published - 3, published - 2, published - 1];

  it("is linked from /safety-security", () => {
    const safety = builtPage(pageAt("/safety-security/").path);
    expect(within(safety).getByRole("link", { name: callToAction("securityReport").label })).toHaveAttribute(
      "href",
      internalHref(reportRoute),
    );
  });

  it("gives the crime statistics of the three calendar years before it was published, offense by offense", () => {
    const stats = byId(body, "crime-statistics");
    for (const year of years) expect(text(stats)).toContain(String(year));
    const offenses = within(stats).getAllByRole("listitem");
    expect(offenses.length).toBeGreaterThanOrEqual(5);
    for (const offense of offenses) expect(text(offense)).toMatch(/\d|None|no reports/i);
  });

  it("publishes the policies and the residence halls' fire safety, and names the campus it counts", () => {
    expect(within(byId(body, "safety-policies")).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
    expect(text(byId(body, "fire-safety"))).toMatch(/Fires?, /);
    expect(text(byId(body, "about-this-report"))).toContain(filled("{studentCount} students"));
  });
});
