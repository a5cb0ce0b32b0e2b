/** @jest-environment jsdom */
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings } from "../../content/pages";
import site from "../../../content/site.json";
import { steps } from "../../../content/applicationSteps.json";
import { deadlines, labels } from "../../../content/deadlines.json";
import { formatIsoDate } from "../../../src/lib/deadlines";
import { builtDate } from "../builtPages";
import { requirements } from "../../../content/requirements.json";
import { builtPage, byId, expectOutline } from "./builtPage";

const admissions = contentPage("admissions");
const page = {
  hero: block(admissions, "hero"),
  process: block(admissions, "processSteps"),
  deadlines: block(admissions, "deadlines"),
  // The checklist of requirements.json's records.
  requirements: block(admissions, "checklist"),
  contact: block(admissions, "contact"),
};

describe("/admissions/ (built)", () => {
  const body = builtPage("/admissions/");

  it("has one h1 and the section headings in order", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(admissions));
  });

  it("shows the application steps in order, in the section the Apply calls to action target", () => {
    const [list, ...others] = Array.from(byId(body, page.process.id).querySelectorAll("ol"));
    expect(others).toHaveLength(0);
    const ordered = [...steps].sort((a, b) => a.number - b.number);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("heading", { level: 3 }).textContent)).toEqual(ordered.map((s) => s.title));
    items.forEach((li, i) => {
      expect(li).toHaveTextContent(`${page.process.stepLabel} ${ordered[i].number}`);
      expect(within(li).getByText(ordered[i].description)).toBeInTheDocument();
    });
  });

  it("lists every deadline in a table, its status from its date on the build's day, a calendar file only while ahead", () => {
    const today = builtDate();
    const table = within(body).getByRole("table", { name: page.deadlines.heading });
    const rows = within(table).getAllByRole("row").slice(1); // after the header row
    expect(rows).toHaveLength(deadlines.length);
    deadlines.forEach((d, i) => {
      const row = rows[i];
      expect(within(row).getByRole("rowheader")).toHaveTextContent(d.program);
      const link = within(row).queryByRole("link");
      if ("date" in d && d.date) {
        expect(within(row).getByText(formatIsoDate(d.date)).closest("time")).toHaveAttribute("datetime", d.date);
        if (d.date >= today) {
          // Each link names its program, so a list of links stays distinguishable.
          expect(link).toHaveAccessibleName(new RegExp(`^${page.deadlines.addToCalendarLabel}\\s*: ${d.program}$`));
          expect(link?.getAttribute("href")).toMatch(/^\/calendar\/[a-z-]+-deadline\.ics$/);
          expect(row).not.toHaveTextContent("Closed");
        } else {
          expect([d.program, link]).toEqual([d.program, null]);
          expect(row).toHaveTextContent(labels.closed.replace("{date}", formatIsoDate(d.date)));
        }
      } else {
        expect(link).toBeNull();
        expect(row).toHaveTextContent(labels.rollingDate);
        expect(row).toHaveTextContent(page.deadlines.noCalendarLabel);
      }
    });
    expect(byId(body, page.deadlines.id)).toHaveTextContent(`Statuses as of ${formatIsoDate(today)}.`);
  });

  it("shows each deadline once: in the table, nowhere else on the page", () => {
    const main = body;
    const table = byId(body, page.deadlines.id);
    const outside = (main.textContent ?? "").replace(table.textContent ?? "", "");
    const repeated = deadlines.flatMap((d) => {
      if (!("date" in d && d.date)) return [];
      const times = main.querySelectorAll(`time[datetime="${d.date}"]`).length;
      return times === 1 && !outside.includes(formatIsoDate(d.date))
        ? []
        : [`${d.program}: ${times} dates, outside the table: ${outside.includes(formatIsoDate(d.date))}`];
    });
    expect(repeated).toEqual([]);
  });

  it("shows every requirement", () => {
    const items = within(byId(body, page.requirements.id)).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(requirements);
  });

  it("offers admissions by e-mail (mailto:) and phone (tel:), from site.json", () => {
    const contact = byId(body, page.contact.id);
    const address = `${site.emails.admissions}@${site.domain}`;
    expect(within(contact).getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
    expect(within(contact).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
  });
});
