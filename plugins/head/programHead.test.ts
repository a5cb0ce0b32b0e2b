/** @jest-environment node */
import fs from "fs";
import path from "path";
import { breadcrumbJsonLd, programPageJsonLd, type HeadProgram } from "./jsonLd";

const content = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", name), "utf8"));
const site = { siteUrl: "https://www.bcu.example.edu" };
const programs: HeadProgram[] = content("programs.json").programs;

test("a program page's EducationalOccupationalProgram names its page, length, degree, deadline, tuition and provider", () => {
  const program = programs[0];
  const node = programPageJsonLd(program, site, { date: "2026-12-01" }, "2026-11-26", "https://images.example/photo.jpg");
  expect(node).toMatchObject({
    "@type": "EducationalOccupationalProgram",
    "@id": `https://www.bcu.example.edu/academics/${program.slug}/#program`,
    url: `https://www.bcu.example.edu/academics/${program.slug}/`,
    name: program.name,
    timeToComplete: `P${program.duration.fullTimeYears ?? program.duration.maxYears}Y`,
    educationalCredentialAwarded: program.degree,
    applicationDeadline: "2026-12-01",
    offers: {
      "@type": "Offer",
      category: "Tuition",
      priceSpecification: { "@type": "UnitPriceSpecification", price: program.cost.tuitionAndFees, priceCurrency: "USD" },
    },
    provider: { "@id": "https://www.bcu.example.edu/#organization" },
  });
});

test("applicationDeadline only while the deadline is ahead on the build's date (the day itself included)", () => {
  const on = (today: string) => programPageJsonLd(programs[0], site, { date: "2026-12-01" }, today).applicationDeadline;
  expect(on("2026-12-01")).toBe("2026-12-01");
  expect(on("2026-12-02")).toBeUndefined();
});

test("no applicationDeadline for a program without a dated deadline (rolling, or none)", () => {
  expect(programPageJsonLd(programs[1], site, { date: null }, "2026-11-26")).not.toHaveProperty("applicationDeadline");
  expect(programPageJsonLd(programs[1], site, null, "2026-11-26")).not.toHaveProperty("applicationDeadline");
});

test("timeToComplete is the full-time length where the range includes part-time study", () => {
  const part = programs.find((p) => p.duration.fullTimeYears)!;
  expect(programPageJsonLd(part, site, null, "2026-11-26").timeToComplete).toBe(`P${part.duration.fullTimeYears}Y`);
});

test("BreadcrumbList: one ListItem per step, numbered from 1, with canonical URLs", () => {
  expect(
    breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Academics", path: "/academics" },
        { name: "Pharmacy", path: "/academics/pharmacy/" },
      ],
      site,
    ),
  ).toEqual({
    "@type": "BreadcrumbList",
    "@id": "https://www.bcu.example.edu/academics/pharmacy/#breadcrumb",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.bcu.example.edu/" },
      { "@type": "ListItem", position: 2, name: "Academics", item: "https://www.bcu.example.edu/academics/" },
      { "@type": "ListItem", position: 3, name: "Pharmacy", item: "https://www.bcu.example.edu/academics/pharmacy/" },
    ],
  });
});
