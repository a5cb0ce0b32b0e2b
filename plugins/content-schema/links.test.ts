import { ctaHref, ctaKind, directionsHref, emailAddress, eventSignUpHref, mailtoHref, telHref } from "./links";
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
      expect(ctaHref(cta, site)).toMatch(/^(\/|mailto:[a-z.]+@bcu\.example\.edu|tel:\+1\d{10}$|https:\/\/)/);
    }
  });

  it("adds the body (CRLF line breaks, RFC 6068); about a program, its program form", () => {
    const cta = { id: "ask", email: "admissions", subject: "Question", programSubject: "Question: {program}", body: "Name:\nDates:" };
    expect(ctaHref(cta, contact)).toBe("mailto:admissions@bcu.example.edu?subject=Question&body=Name%3A%0D%0ADates%3A");
    // The subject names the program (what the generic body asks for first); no programBody, no body.
    expect(ctaHref(cta, contact, "Pharmacy")).toBe("mailto:admissions@bcu.example.edu?subject=Question%3A%20Pharmacy");
    expect(ctaHref({ ...cta, programBody: "Start:" }, contact, "Pharmacy")).toBe(
      "mailto:admissions@bcu.example.edu?subject=Question%3A%20Pharmacy&body=Start%3A",
    );
    // Without a programSubject the button keeps its subject.
    expect(ctaHref({ id: "x", email: "info", subject: "Hello" }, contact, "Pharmacy")).toBe("mailto:info@bcu.example.edu?subject=Hello");
  });

  it("signs up for an event: its title and day in the subject (eventSubject), the event body; the phone as always", () => {
    const cta = { id: "join", email: "visits", subject: "Sign-up", eventSubject: "Sign-up: {event}, {date}", eventBody: "Name:\nGuests:" };
    const event = { title: "Spring Open House", date: "2027-03-20" };
    expect(eventSignUpHref(cta, contact, event)).toBe(
      "mailto:visit@bcu.example.edu?subject=Sign-up%3A%20Spring%20Open%20House%2C%20March%2020%2C%202027&body=Name%3A%0D%0AGuests%3A",
    );
    expect(eventSignUpHref({ ...cta, eventBody: undefined }, contact, event)).toBe(
      "mailto:visit@bcu.example.edu?subject=Sign-up%3A%20Spring%20Open%20House%2C%20March%2020%2C%202027",
    );
    expect(eventSignUpHref({ id: "call", phone: true }, contact, event)).toBe("tel:+17275550142");
  });

  it("builds directions from the address and the map service's URL", () => {
    const site2 = {
      ...contact,
      address: { street: "7400 Gulf Boulevard", city: "St. Pete Beach", region: "FL", postalCode: "33706" },
      directionsUrl: "https://maps.example/dir/?destination={address}",
    };
    expect(ctaHref({ id: "directions", directions: true }, site2)).toBe(
      "https://maps.example/dir/?destination=7400%20Gulf%20Boulevard%2C%20St.%20Pete%20Beach%2C%20FL%2033706",
    );
    expect(() => ctaHref({ id: "directions", directions: true }, contact)).toThrow(/needs site.json directionsUrl/);
    expect(() => directionsHref("http://maps.example/?q={address}", site2.address)).toThrow(/https:\/\//);
  });

  it("names what each call to action opens", () => {
    expect(ctaKind({ id: "a", to: "/about#visit" })).toBe("page");
    expect(ctaKind({ id: "b", email: "info" })).toBe("email");
    expect(ctaKind({ id: "c", phone: true })).toBe("phone");
    expect(ctaKind({ id: "d", directions: true })).toBe("external");
    expect(ctaKind({ id: "e", to: "https://example.org" })).toBe("external");
  });
});

describe("helpers", () => {
  it("emailAddress / mailtoHref / telHref", () => {
    expect(emailAddress("research", contact)).toBe("research@bcu.example.edu");
    expect(mailtoHref("a@b.example", "Hi there")).toBe("mailto:a@b.example?subject=Hi%20there");
    expect(() => telHref("(727) 555-0142")).toThrow(/E\.164/);
  });
});
