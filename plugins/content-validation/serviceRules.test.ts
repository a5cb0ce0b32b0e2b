/**
 * @jest-environment node
 *
 * A program's deadline against its application service's rule (serviceRules.ts), on a throw-away
 * copy of content/: a fixed service's one date, a school-set service's last day, the service's
 * dates inside the cycle, and a program naming a service that does not exist.
 */
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const copy = contentCopy();

/** The first service with `rule`, a program applying through it and that program's deadline record, with their indexes. */
function throughRule(rule: string) {
  const services: Json[] = copy.read("applicationServices.json").services;
  const s = services.findIndex((service) => service.deadlineRule === rule);
  const programs: Json[] = copy.read("programs.json").programs;
  const program = programs.find((p) => p.application.service === services[s].name);
  if (!program) throw new Error(`fixture: no program applies through a "${rule}" service`);
  const d = (copy.read("deadlines.json").deadlines as Json[]).findIndex((deadline) => deadline.program === program.name);
  return { s, service: services[s], program, d };
}

test("the content as it is follows every service's rule", () => {
  expect(copy.problems()).toEqual([]);
});

test("a fixed service's program with another date stops the build, naming the deadline and the service", () => {
  const { s, service, program, d } = throughRule("fixed");
  const other = `${Number(service.fixedDate.slice(0, 4)) + 1}-01-15`;
  expect(copy.problemsAfter("deadlines.json", (doc) => (doc.deadlines[d].date = other))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/deadlines\\.json: deadlines\\[${d}\\] "${program.name}": field "date" is ${other}, but ${program.name} applies through ${service.name} \\(content/applicationServices\\.json services\\[${s}\\] "${service.name}", source ${service.source.url.replace(/[.?]/g, "\\$&")}\\), which closes on one date for every school: [A-Z][a-z]+ \\d+, \\d{4}\\. Write "${service.fixedDate}"$`,
      ),
    ),
  ]);
});

test("a fixed service's program with rolling admissions stops the build too", () => {
  const { program, d } = throughRule("fixed");
  expect(copy.problemsAfter("deadlines.json", (doc) => delete doc.deadlines[d].date)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/deadlines\\.json: deadlines\\[${d}\\] "${program.name}": field "date" is missing \\(rolling admissions\\), but `,
      ),
    ),
  ]);
});

test("a school-set service lets each program choose, up to the service's last day", () => {
  const { s, program, d } = throughRule("school-set");
  copy.problemsAfter("applicationServices.json", (doc) => (doc.services[s].latestDate = "2027-03-31"));
  expect(copy.problemsAfter("deadlines.json", (doc) => (doc.deadlines[d].date = "2027-03-31"))).toEqual([]);
  expect(copy.problemsAfter("deadlines.json", (doc) => (doc.deadlines[d].date = "2027-04-01"))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/deadlines\\.json: deadlines\\[${d}\\] "${program.name}": field "date" is 2027-04-01, after March 31, 2027, the last day `,
      ),
    ),
  ]);
});

test("a service's rule and its dates agree, and its fixed date lies in the current cycle", () => {
  const { s, service } = throughRule("fixed");
  const where = `content/applicationServices.json: services[${s}] "${service.name}"`;
  expect(copy.problemsAfter("applicationServices.json", (doc) => delete doc.services[s].fixedDate)).toEqual([
    `${where}: field "fixedDate" is missing: a "fixed" service closes on one date for every school; give this cycle's date, YYYY-MM-DD`,
  ]);
  // A date a year early: the cycle was rolled but the service's date was not.
  const stale = `${Number(service.fixedDate.slice(0, 4)) - 1}${service.fixedDate.slice(4)}`;
  const problems = copy.problemsAfter("applicationServices.json", (doc) => (doc.services[s].fixedDate = stale));
  expect(problems[0]).toMatch(
    new RegExp(`^${where.replace(/[[\]().]/g, "\\$&")}: field "fixedDate" ${stale} is not in the current application cycle`),
  );
  const school = throughRule("school-set");
  expect(copy.problemsAfter("applicationServices.json", (doc) => (doc.services[school.s].fixedDate = "2026-10-01"))).toContain(
    `content/applicationServices.json: services[${school.s}] "${school.service.name}": field "fixedDate" is only for a "fixed" deadline rule (this service's is "school-set"): remove it, or use "latestDate" for the service's last day`,
  );
});

test("a service's next cycle opens after this cycle's deadline, or the build stops naming the field", () => {
  const { s, service } = throughRule("fixed");
  const where = `content/applicationServices.json: services[${s}] "${service.name}"`;
  // Left from the cycle before: on or before the service's own deadline.
  expect(copy.problemsAfter("applicationServices.json", (doc) => (doc.services[s].nextCycleOpens = service.fixedDate))).toEqual([
    `${where}: field "nextCycleOpens" ${service.fixedDate} is not after its "fixedDate" ${service.fixedDate}: give the day the service's next cycle opens, from its source`,
  ]);
});

test("a program naming an unknown service gets a suggestion", () => {
  const { service, program } = throughRule("fixed");
  const i = (copy.read("programs.json").programs as Json[]).findIndex((p) => p.name === program.name);
  const typo = `${service.name}S`;
  expect(copy.problemsAfter("programs.json", (doc) => (doc.programs[i].application.service = typo))).toEqual([
    `content/programs.json: programs[${i}] "${program.name}": field "application.service" refers to unknown application service "${typo}" (not a name in applicationServices.json): did you mean "${service.name}"?`,
  ]);
});
