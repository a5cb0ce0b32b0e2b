/**
 * @jest-environment node
 *
 * The rules of content/events.json, each on a throw-away copy of content/ with one mistake: one
 * line naming the file, the record and the field. Days are given, never read from the clock.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { committedContent, contentWarnings, formatProblem, savedContent, validateContentDir } from ".";
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const copy = contentCopy();
const { problemsAfter } = copy;

type Event = Record<string, unknown> & { title: string; date: string; format: string };
const events = (): Event[] => copy.read("events.json").events;
/** The index and record line (`events[3] "Title"`) of the first event matching `pick`. */
function first(pick: (event: Event) => boolean): { i: number; at: string } {
  const i = events().findIndex(pick);
  if (i < 0) throw new Error("content/events.json has no such event");
  return { i, at: `content/events.json: events[${i}] ${JSON.stringify(events()[i].title)}` };
}
const online = () => first((e) => e.format === "online");
const inPerson = () => first((e) => e.format === "in-person");

test("the real events pass", () => {
  expect(copy.problems()).toEqual([]);
});

test("an event that ends before it starts", () => {
  const { i, at } = inPerson();
  expect(
    problemsAfter("events.json", (d) => {
      d.events[i].start = "14:00";
      d.events[i].end = "13:30";
    }),
  ).toEqual([
    `${at}: field "end" 13:30 is not after "start" 14:00: an event ends after it starts, on the same day (times are HH:MM, 24-hour clock)`,
  ]);
});

test("a time in another format gets the 24-hour HH:MM rule", () => {
  const { i, at } = inPerson();
  expect(problemsAfter("events.json", (d) => (d.events[i].start = "9:00 am"))).toEqual([
    `${at}: field "start" must be a time of day written HH:MM on the 24-hour clock, e.g. "09:30" or "14:00" (got "9:00 am")`,
  ]);
});

test("an online event without a link, and with a place", () => {
  const { i, at } = online();
  expect(
    problemsAfter("events.json", (d) => {
      delete d.events[i].link;
      d.events[i].place = "Learning Commons";
    }),
  ).toEqual([
    `${at}: field "link" is missing: an online event needs the meeting's address ("https://...")`,
    `${at}: field "place" is given for an online event: remove it, or make "format" "in-person" (then remove "link")`,
  ]);
});

test("an in-person event without a place, and with a link", () => {
  const { i, at } = inPerson();
  expect(
    problemsAfter("events.json", (d) => {
      delete d.events[i].place;
      d.events[i].link = "https://meet.bcu.example.edu/x";
    }),
  ).toEqual([
    `${at}: field "place" is missing: an in-person event needs where on campus it meets (e.g. "Learning Commons")`,
    `${at}: field "link" is given for an in-person event: remove it, or make "format" "online" (then remove "place")`,
  ]);
});

test("an unknown program, with the name it probably meant", () => {
  const { i, at } = first((e) => e.program === "Pharmacy");
  expect(problemsAfter("events.json", (d) => (d.events[i].program = "Pharmcy"))).toEqual([
    `${at}: field "program" refers to unknown program "Pharmcy" (not a name in programs.json): did you mean "Pharmacy"?`,
  ]);
});

test("a time Florida's clocks skip (the night summer time starts)", () => {
  const { i } = inPerson();
  expect(
    problemsAfter("events.json", (d) => {
      d.events[i].date = "2027-03-14";
      d.events[i].start = "02:30";
      d.events[i].end = "04:00";
    }),
  ).toEqual([
    expect.stringMatching(
      /: field "start" 02:30 does not exist in Florida on 2027-03-14: the clocks spring forward from 2:00 to 3:00 a\.m\. that night$/,
    ),
  ]);
});

test("two events of one day with one title (the title and day name its calendar file)", () => {
  const { i } = inPerson();
  const record = events()[i];
  expect(
    problemsAfter("events.json", (d) => d.events.push({ ...record, start: "15:00", end: "16:00", title: record.title.toUpperCase() })),
  ).toEqual([
    `content/events.json: events[${events().length - 1}] ${JSON.stringify(record.title.toUpperCase())}: field "title" repeats the title of events[${i}] on ${record.date}: give each event of a day its own title (e.g. "Morning Campus Tour")`,
  ]);
});

test("a sign-up that is neither an e-mail naming the event nor the phone", () => {
  const { i, at } = inPerson();
  expect(problemsAfter("events.json", (d) => (d.events[i].signUp = "applyNow"))).toEqual([
    `${at}: field "signUp" names "applyNow", which is not an e-mail or phone button of site.json "callsToAction": sign-ups go by e-mail or phone (e.g. "eventSignUp" or "signUpByPhone")`,
  ]);
  copy.write("events.json", {
    ...copy.read("events.json"),
    events: events().map((e, n) => (n === i ? { ...e, signUp: "requestInfo" } : e)),
  });
  expect(copy.problems()).toEqual([
    `${at}: field "signUp" names the e-mail button "requestInfo", which has no "eventSubject": give it one in site.json "callsToAction" (e.g. "Sign-up: {event}, {date}") so the mail names the event`,
  ]);
});

test("an event subject that does not name the event", () => {
  const site: Json = copy.read("site.json");
  const n = site.callsToAction.findIndex((cta: Json) => typeof cta.eventSubject === "string");
  site.callsToAction[n].eventSubject = "Event sign-up";
  copy.write("site.json", site);
  expect(copy.problems()).toEqual([
    `content/site.json: callsToAction[${n}] ${JSON.stringify(site.callsToAction[n].label)}: field "eventSubject" must contain the placeholder {event} (where the event's title goes), so the mail names the event (got "Event sign-up")`,
  ]);
});

describe("a past date in a NEW event", () => {
  const today = "2027-02-01";
  const mistake = (d: Json) => d.events.push({ ...d.events[0], title: "Copied Tour", date: "2027-01-02" });
  const problems = (previous: (name: string) => unknown) => validateContentDir(copy.dir, { previous, today }).map(formatProblem);

  test("is refused against the previous version; its past events are not", () => {
    const before = copy.read("events.json");
    const doc = copy.read("events.json");
    mistake(doc);
    copy.write("events.json", doc);
    const last = doc.events.length - 1;
    expect(problems((name) => (name === "events.json" ? before : undefined))).toEqual([
      `content/events.json: events[${last}] "Copied Tour": field "date" 2027-01-02 has passed (today is ${today}): a new event needs a day ahead (write YYYY-MM-DD)`,
    ]);
    // Saved (the editor compares with the saved file): now it is known, and only passes.
    expect(problems(savedContent(copy.dir))).toEqual([]);
    // A new file: every record is new. Unknown (no git): nothing is new.
    expect(problems(() => null)).toHaveLength(doc.events.filter((e: Event) => e.date < today).length);
    expect(problems(() => undefined)).toEqual([]);
  });

  test("against git's committed version: new until committed", () => {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "init.defaultBranch=main", ...args], {
        cwd: copy.dir,
        stdio: "pipe",
      });
    // Outside any repository: unknown, nothing is new.
    expect(committedContent(copy.dir)("events.json")).toBeUndefined();
    git("init", "-q");
    // A repository without a commit: still unknown.
    expect(committedContent(copy.dir)("events.json")).toBeUndefined();
    git("add", ".");
    git("commit", "-q", "-m", "content");
    expect(committedContent(copy.dir)("events.json")).toEqual(copy.read("events.json"));
    expect(committedContent(copy.dir)("other.json")).toBeNull();
    // The default: compared with HEAD.
    problemsAfter("events.json", mistake);
    expect(validateContentDir(copy.dir, { today }).map(formatProblem)).toEqual([
      expect.stringMatching(/"Copied Tour": field "date" 2027-01-02 has passed/),
    ]);
    git("commit", "-q", "-am", "the copied tour");
    expect(validateContentDir(copy.dir, { today })).toEqual([]);
  });
});

describe("the build's warning when fewer than two events lie ahead", () => {
  const dates = () =>
    events()
      .map((e) => e.date)
      .sort();
  const onlyEvents = (today: string) =>
    contentWarnings(copy.dir, today)
      .filter((w) => w.file.endsWith("events.json"))
      .map(formatProblem);

  test("two or more ahead: none; one: a warning; none: a warning", () => {
    const all = dates();
    expect(onlyEvents(all[0])).toEqual([]);
    expect(onlyEvents(all[all.length - 2])).toEqual([]);
    expect(onlyEvents(all[all.length - 1])).toEqual([
      `content/events.json: field "events" only 1 event lies ahead (today is ${all[all.length - 1]}): the site's lists of visits and events run empty; add the next tours, open houses and information sessions (docs/content.md, "Visits and events")`,
    ]);
    const after = new Date(Date.parse(`${all[all.length - 1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(onlyEvents(after)).toEqual([expect.stringContaining(`field "events" no event lies ahead (today is ${after})`)]);
    // A warning, never a failure.
    expect(copy.problems()).toEqual([]);
  });
});

test("the git-less copy of the tests is outside any repository (else the defaults would differ)", () => {
  expect(path.relative(os.tmpdir(), copy.dir).startsWith("..")).toBe(false);
  expect(fs.existsSync(path.join(copy.dir, ".git"))).toBe(false);
});
