// A small RFC 5545 reader for the tests: checks the physical format (CRLF, 75-octet lines), then
// unfolds and splits content lines into name, parameters and value.

export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Throws unless every line ends in CRLF and is at most 75 octets; returns the unfolded lines. */
export function unfold(text: string): string[] {
  if (!text.endsWith("\r\n")) throw new Error("the last line must end with CRLF");
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`bare LF or CR in line: ${JSON.stringify(line)}`);
    const octets = Buffer.byteLength(line, "utf8");
    if (octets > 75) throw new Error(`line of ${octets} octets (max 75): ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (logical.length === 0) throw new Error("continuation line before any content line");
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  return logical;
}

export function parseLine(line: string): ContentLine {
  const colon = line.indexOf(":");
  if (colon < 0) throw new Error(`no ":" in content line: ${line}`);
  const [name, ...paramParts] = line.slice(0, colon).split(";");
  const params: Record<string, string> = {};
  for (const part of paramParts) {
    const [key, value] = part.split("=");
    params[key.toUpperCase()] = value;
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** Unescapes a TEXT value (RFC 5545 3.3.11). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/** The VEVENTs of a calendar, each as name -> line; also checks BEGIN/END nesting. */
export function parseCalendar(text: string): { calendar: Map<string, ContentLine>; events: Map<string, ContentLine>[] } {
  const lines = unfold(text).map(parseLine);
  if (lines[0]?.name !== "BEGIN" || lines[0].value !== "VCALENDAR") throw new Error("must start with BEGIN:VCALENDAR");
  const last = lines[lines.length - 1];
  if (last?.name !== "END" || last.value !== "VCALENDAR") throw new Error("must end with END:VCALENDAR");
  const calendar = new Map<string, ContentLine>();
  const events: Map<string, ContentLine>[] = [];
  let event: Map<string, ContentLine> | null = null;
  for (const line of lines.slice(1, -1)) {
    if (line.name === "BEGIN" && line.value === "VEVENT") {
      if (event) throw new Error("nested VEVENT");
      event = new Map();
    } else if (line.name === "END" && line.value === "VEVENT") {
      if (!event) throw new Error("END:VEVENT without BEGIN");
      events.push(event);
      event = null;
    } else if (event) event.set(line.name, line);
    else calendar.set(line.name, line);
  }
  if (event) throw new Error("unterminated VEVENT");
  return { calendar, events };
}

// Jest runs every file under __tests__ as a suite, so this helper tests itself when run directly
// (and only then: importers' suites stay their own).
if (typeof expect !== "undefined" && expect.getState().testPath === __filename) {
  describe("the test .ics reader", () => {
    test("unfolds continuation lines", () => {
      expect(unfold("A:1\r\nB:2\r\n 3\r\n")).toEqual(["A:1", "B:23"]);
    });
    test("rejects LF-only endings and long lines", () => {
      expect(() => unfold("A:1\nB:2\r\n")).toThrow(/bare LF/);
      expect(() => unfold(`A:${"x".repeat(80)}\r\n`)).toThrow(/octets/);
    });
    test("rejects an unterminated event", () => {
      expect(() => parseCalendar("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n")).toThrow(/unterminated/);
    });
    test("reads parameters", () => {
      expect(parseLine("DTSTART;VALUE=DATE:20251201")).toEqual({ name: "DTSTART", params: { VALUE: "DATE" }, value: "20251201" });
    });
  });
}
