import site from "../../content/site.json";
import { displayResolvers } from "./displayFields";
import deadlinesFile from "../../content/deadlines.json";
import programsFile from "../../content/programs.json";

// The values the site shows, made once at build time (the rules themselves are unit-tested in
// __tests__/lib: format, address, links, ics); here: each field gives the rule's answer for its source.
describe("display fields", () => {
  it("prints the address as the street, then city, region and postal code", () => {
    expect(
      displayResolvers.Address.lines.resolve({ street: "1 Gulf Blvd", city: "St. Pete Beach", region: "FL", postalCode: "33706" }),
    ).toEqual(["1 Gulf Blvd", "St. Pete Beach, FL 33706"]);
  });

  it("links the phone by its E.164 number, and refuses any other form", () => {
    expect(displayResolvers.Phone.href.resolve({ e164: "+17275550142" })).toBe("tel:+17275550142");
    expect(() => displayResolvers.Phone.href.resolve({ e164: "727 555 0142" })).toThrow("E.164");
  });

  it("writes out and links an address of site.json emails, and names an unknown key", () => {
    const email = displayResolvers.SiteJson.email.resolve(site, { key: "visits" });
    expect(email).toEqual({ address: `${site.emails.visits}@${site.domain}`, href: `mailto:${site.emails.visits}@${site.domain}` });
    expect(() => displayResolvers.SiteJson.email.resolve(site, { key: "press" })).toThrow('Unknown e-mail key "press"');
  });

  it("words a duration and labels funding", () => {
    expect(displayResolvers.ProgramDuration.text.resolve({ minYears: 4, maxYears: 4 })).toBe("4 years");
    expect(displayResolvers.ProgramDuration.text.resolve({ minYears: 2, maxYears: 3 })).toBe("2-3 years");
    expect(displayResolvers.ResearchArea.fundingText.resolve({ fundingUsd: 1200000 })).toBe("$1.2M+");
  });

  describe("as of the build's date (BCU_BUILD_DATE)", () => {
    afterEach(() => delete process.env.BCU_BUILD_DATE);
    const calendarPath = (date?: string) => displayResolvers.Deadline.calendarPath.resolve({ program: "Dental Medicine", date });

    it("names a deadline's calendar file while it is ahead (the day itself included), none once passed or when rolling", () => {
      process.env.BCU_BUILD_DATE = "2026-12-01";
      expect(calendarPath("2026-12-01")).toBe("/calendar/dental-medicine-deadline.ics");
      process.env.BCU_BUILD_DATE = "2026-12-02";
      expect(calendarPath("2026-12-01")).toBeNull();
      expect(calendarPath()).toBeNull();
    });

    it("names an event's calendar file while it is ahead (its day included), none once past", () => {
      const event = { title: "Spring Open House", date: "2027-03-20" };
      process.env.BCU_BUILD_DATE = "2027-03-20";
      expect(displayResolvers.Event.calendarPath.resolve(event)).toBe("/calendar/events/2027-03-20-spring-open-house.ics");
      process.env.BCU_BUILD_DATE = "2027-03-21";
      expect(displayResolvers.Event.calendarPath.resolve(event)).toBeNull();
    });

    it("writes the home page's sentence from the deadlines and the number of programs", async () => {
      const file = deadlinesFile as Parameters<typeof displayResolvers.DeadlinesJson.summaryText.resolve>[0];
      const context = { nodeModel: { findOne: () => Promise.resolve(programsFile) } };
      const first = file.deadlines.find((d) => d.date)!;
      process.env.BCU_BUILD_DATE = first.date!;
      const text = await displayResolvers.DeadlinesJson.summaryText.resolve(file, {}, context);
      expect(text).toContain(`${first.program} closes `);
      expect(text).toMatch(new RegExp(`\\b${programsFile.programs.length} programs`));
    });
  });
});
