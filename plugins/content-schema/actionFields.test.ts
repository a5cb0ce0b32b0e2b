import site from "../../content/site.json";
import { actionResolvers, resolveCta } from "./actionFields";

// The calls to action as links, made at build time from content/site.json (the href rules are
// unit-tested in __tests__/lib/links.test.ts); here: each field gives the rule's answer for its source.
const nodeModel = { findOne: () => Promise.resolve(site) };

describe("action fields", () => {
  it("resolves every button of site.json with its kind", () => {
    const resolved = actionResolvers.SiteJson.resolvedCallsToAction.resolve(site);
    expect(resolved.map((cta) => cta.id)).toEqual(site.callsToAction.map((cta) => cta.id));
    for (const cta of resolved) expect(["page", "email", "phone", "external"]).toContain(cta.kind);
  });

  it("gives the action set of quickActions, in order", () => {
    const links = actionResolvers.SiteJson.quickActionLinks.resolve(site);
    expect(links.map((link) => link.id)).toEqual(site.quickActions);
  });

  it("names the program in an e-mail's subject (programSubject), with the program form's body", async () => {
    const cta = site.callsToAction.find((c) => c.id === "requestInfo")!;
    const action = await actionResolvers.Program.action.resolve({ name: "Pharmacy" }, { id: "requestInfo" }, { nodeModel });
    expect(action.kind).toBe("email");
    const url = new URL(action.href);
    expect(url.searchParams.get("subject")).toBe(cta.programSubject!.replace("{program}", "Pharmacy"));
    const programBody = "programBody" in cta ? (cta.programBody as string | undefined) : undefined;
    expect(url.searchParams.get("body")).toBe(programBody ? programBody.replace(/\n/g, "\r\n") : null);
    // A button without a program form is the same for every program.
    expect((await actionResolvers.Program.action.resolve({ name: "Pharmacy" }, { id: "callCampus" }, { nodeModel })).href).toBe(
      resolveCta(site, "callCampus").href,
    );
  });

  it("an event's sign-up: an e-mail naming the event and its day (eventSubject), or the phone", async () => {
    const cta = site.callsToAction.find((c) => c.id === "eventSignUp")!;
    const event = { title: "Winter Open House", date: "2027-01-23" };
    const action = await actionResolvers.Event.signUpAction.resolve({ ...event, signUp: "eventSignUp" }, {}, { nodeModel });
    expect(action).toMatchObject({ id: "eventSignUp", label: cta.label, kind: "email" });
    const url = new URL(action.href);
    expect(url.searchParams.get("subject")).toBe(cta.eventSubject!.replace("{event}", event.title).replace("{date}", "January 23, 2027"));
    expect(url.searchParams.get("body")).toBe(cta.eventBody!.replace(/\n/g, "\r\n"));
    const call = await actionResolvers.Event.signUpAction.resolve({ ...event, signUp: "signUpByPhone" }, {}, { nodeModel });
    expect(call).toMatchObject({ kind: "phone", href: resolveCta(site, "signUpByPhone").href });
  });

  it("names a stray id and a missing site.json", async () => {
    expect(() => resolveCta(site, "nope")).toThrow(/Unknown call-to-action id "nope"/);
    await expect(
      actionResolvers.Program.action.resolve(
        { name: "Pharmacy" },
        { id: "requestInfo" },
        { nodeModel: { findOne: () => Promise.resolve(null) } },
      ),
    ).rejects.toThrow(/site.json is missing/);
  });
});
