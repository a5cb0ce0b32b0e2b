import { ctaHref, emailAddress, mailtoHref, telHref } from "./links";
import site from "../../content/site.json";

const contact = {
  domain: "bcu.example.edu",
  emails: { info: "info", admissions: "admissions", research: "research", visits: "visit" },
  phone: { display: "(727) 555-0142", e164: "+17275550142" },
};

describe("ctaHref", () => {
  it("returns an internal path as is", () => {
    expect(ctaHref({ id: "applyNow", to: "/admissions#apply" }, contact)).toBe("/admissions#apply");
  });

  it("builds mailto: from the e-mail key and domain, subject percent-encoded", () => {
    expect(ctaHref({ id: "scheduleTour", email: "visits", subject: "Campus tour request" }, contact)).toBe(
      "mailto:visit@bcu.example.edu?subject=Campus%20tour%20request",
    );
    expect(ctaHref({ id: "x", email: "info", subject: "Q&A: fees? 100% #1" }, contact)).toBe(
      "mailto:info@bcu.example.edu?subject=Q%26A%3A%20fees%3F%20100%25%20%231",
    );
  });

  it("omits ?subject= when there is none (GraphQL gives null)", () => {
    expect(ctaHref({ id: "x", to: null, email: "admissions", subject: null, phone: null }, contact)).toBe(
      "mailto:admissions@bcu.example.edu",
    );
  });

  it("builds tel: from the E.164 number", () => {
    expect(ctaHref({ id: "callCampus", phone: true }, contact)).toBe("tel:+17275550142");
  });

  it("throws for a CTA with no destination or an unknown e-mail key", () => {
    expect(() => ctaHref({ id: "empty" }, contact)).toThrow(/"empty" has no destination/);
    expect(() => ctaHref({ id: "x", email: "press" }, contact)).toThrow(/Unknown e-mail key "press"/);
  });

  it("resolves every call to action in content/site.json", () => {
    for (const cta of site.callsToAction) {
      expect(ctaHref(cta, site)).toMatch(/^(\/|mailto:[a-z.]+@bcu\.example\.edu|tel:\+1\d{10}$)/);
    }
  });
});

describe("helpers", () => {
  it("emailAddress / mailtoHref / telHref", () => {
    expect(emailAddress("research", contact)).toBe("research@bcu.example.edu");
    expect(mailtoHref("a@b.example", "Hi there")).toBe("mailto:a@b.example?subject=Hi%20there");
    expect(() => telHref("(727) 555-0142")).toThrow(/E\.164/);
  });
});
