/**
 * Application services and their deadline rules (content/applicationServices.json): a program's
 * deadline (deadlines.json) must be one its service allows. A "fixed" service closes on one date
 * for every school (VMCAS), so every program applying through it has that date; a "school-set"
 * service lets each school choose, up to the service's `latestDate` where it has one. A service's
 * own dates belong to the current application cycle, so rolling the cycle moves them too.
 */
import { formatIsoDate } from "../../src/lib/deadlines";
import { isCalendarDate } from "../content-schema";
import { problemAt } from "./paths";
import type { Problem } from "./problems";
import { records, type LoadedFile } from "./loadedFile";

type Rec = Record<string, unknown>;

const dateOf = (value: unknown) => (typeof value === "string" && isCalendarDate(value) ? value : undefined);

export function checkServiceRules(byName: ReadonlyMap<string, LoadedFile>, problems: Problem[]): void {
  const servicesFile = byName.get("applicationServices.json");
  if (!servicesFile) return;
  const services = records(servicesFile, "services");
  const serviceAt = new Map(services.map((service, i) => [service.name, i]));
  const where = (i: number) => `${servicesFile.display} services[${i}] "${String(services[i].name)}"`;

  // The rule and its dates agree, and the dates lie in the application cycle of deadlines.json.
  const cycle = (byName.get("deadlines.json")?.data as Rec | null | undefined)?.cycle as Rec | undefined;
  const opens = dateOf(cycle?.opens);
  const nextOpens = dateOf(cycle?.nextOpens);
  services.forEach((service, i) => {
    const problem = (field: string, message: string) => problems.push({ ...problemAt(servicesFile, `/services/${i}`), field, message });
    const fixed = dateOf(service.fixedDate);
    if (service.deadlineRule === "fixed" && service.fixedDate === undefined) {
      problem("fixedDate", `is missing: a "fixed" service closes on one date for every school; give this cycle's date, YYYY-MM-DD`);
    }
    if (service.deadlineRule !== "fixed" && service.fixedDate !== undefined) {
      problem(
        "fixedDate",
        `is only for a "fixed" deadline rule (this service's is ${JSON.stringify(service.deadlineRule)}): remove it, or use "latestDate" for the service's last day`,
      );
    }
    if (service.deadlineRule === "fixed" && service.latestDate !== undefined) {
      problem("latestDate", `is only for a "school-set" deadline rule: a "fixed" service's one date is "fixedDate"`);
    }
    if (fixed && opens && nextOpens && (fixed < opens || fixed >= nextOpens)) {
      problem(
        "fixedDate",
        `${fixed} is not in the current application cycle (${opens} to ${nextOpens}, deadlines.json "cycle"): record the service's date for this cycle (it moves on when the cycle is rolled)`,
      );
    }
    // The service's next cycle opens after this cycle's deadline (a fixed one's date, else the cycle's
    // opening) and no later than a year after the university's next cycle: a date left from an old cycle stops the build.
    const serviceNext = dateOf(service.nextCycleOpens);
    const after = fixed ?? opens;
    if (serviceNext && after && serviceNext <= after) {
      problem(
        "nextCycleOpens",
        `${serviceNext} is not after ${fixed ? `its "fixedDate" ${fixed}` : `the cycle's opening ${after} (deadlines.json "cycle")`}: give the day the service's next cycle opens, from its source`,
      );
    }
  });

  // Each program's deadline against its service's rule.
  const programsFile = byName.get("programs.json");
  const deadlinesFile = byName.get("deadlines.json");
  if (!programsFile || !deadlinesFile) return;
  const serviceOf = new Map(
    records(programsFile, "programs").map((program) => [program.name, ((program.application ?? {}) as Rec).service] as const),
  );
  records(deadlinesFile, "deadlines").forEach((deadline, d) => {
    const i = serviceAt.get(serviceOf.get(deadline.program));
    if (i === undefined) return; // no such program or service: the references are reported on their own
    const service = services[i];
    const date = dateOf(deadline.date);
    const problem = (message: string) => problems.push({ ...problemAt(deadlinesFile, `/deadlines/${d}`), field: "date", message });
    const through = `${String(deadline.program)} applies through ${String(service.name)} (${where(i)}, ${describeSource(service)})`;
    const fixed = dateOf(service.fixedDate);
    if (service.deadlineRule === "fixed" && fixed && date !== fixed) {
      problem(
        `${date ? `is ${date}` : "is missing (rolling admissions)"}, but ${through}, which closes on one date for every school: ${formatIsoDate(fixed)}. Write "${fixed}"`,
      );
    }
    const latest = dateOf(service.latestDate);
    if (service.deadlineRule === "school-set" && latest && date && date > latest) {
      problem(`is ${date}, after ${formatIsoDate(latest)}, the last day ${through} takes applications for this class`);
    }
  });
}

function describeSource(service: Rec): string {
  const source = (service.source ?? {}) as Rec;
  return typeof source.url === "string" ? `source ${source.url}` : "no source";
}
