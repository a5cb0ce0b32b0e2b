import { COUNTED_RECORD_NAMES, TOKEN_NAMES, countInWords, countOf, fillTokens, findTokens, roundedDown, type TokenCounts } from "./tokens";

const counts = Object.fromEntries(COUNTED_RECORD_NAMES.map((stem) => [stem, 0])) as TokenCounts;
const with8 = { ...counts, program: 8, step: 4, value: 21 };

test("every counted record set gives a digit token and two spelled-out tokens", () => {
  expect(TOKEN_NAMES).toEqual(expect.arrayContaining(["programCount", "stepCount", "stepCountInWords", "StepCountInWords", "valueCount"]));
  // ... and the figures computed from several counts.
  expect(TOKEN_NAMES).toEqual([...TOKEN_NAMES.slice(0, COUNTED_RECORD_NAMES.length * 3), "studentCountRounded", "studentFacultyRatio"]);
});

test("fillTokens replaces every occurrence of a known token", () => {
  expect(fillTokens("{programCount}", with8)).toBe("8");
  expect(fillTokens("Choose from {programCount} programs; all {programCount} start in fall.", { ...with8, program: 9 })).toBe(
    "Choose from 9 programs; all 9 start in fall.",
  );
  expect(fillTokens("{StepCountInWords} steps: the {stepCountInWords}-step process", with8)).toBe("Four steps: the four-step process");
});

test("counts are spelled out up to twenty, digits above", () => {
  expect(countInWords(0)).toBe("zero");
  expect(countInWords(20)).toBe("twenty");
  expect(countInWords(21)).toBe("21");
  expect(fillTokens("{ValueCountInWords}", with8)).toBe("21");
});

test("fillTokens leaves text without tokens and unknown tokens alone", () => {
  expect(fillTokens("No tokens here", with8)).toBe("No tokens here");
  expect(fillTokens("Show story {n}", with8)).toBe("Show story {n}");
  // A capital only means "sentence start" for the spelled-out form.
  expect(fillTokens("{ProgramCount} {catCount} {programcount}", with8)).toBe("{ProgramCount} {catCount} {programcount}");
});

test("findTokens lists the placeholders of a string", () => {
  expect(findTokens("{n} of {total}, {n}")).toEqual(["n", "total", "n"]);
  expect(findTokens("{ not a token } {1x}")).toEqual([]);
});

test("a filtered set counts only its records: doctorates are the programs whose degree is a Doctor of …", () => {
  const programs = [
    { degree: "Doctor of Dental Medicine (DMD)" },
    { degree: "Bachelor of Science in Health Sciences (BSHS)" },
    { degree: "Master of Science (MS) or Master of Public Health (MPH)" },
    { degree: "Doctor of Pharmacy (PharmD)" },
  ];
  expect(countOf("doctorate", programs)).toBe(2);
  expect(countOf("program", programs)).toBe(4);
});

describe("figures summed over the programs", () => {
  const programs = [
    { classProfile: { seats: 26 }, duration: { minYears: 4, maxYears: 4 } },
    // Part-time study stretches the range: a full-time student takes fullTimeYears.
    { classProfile: { seats: 30 }, duration: { minYears: 2, maxYears: 4, fullTimeYears: 2 } },
    { classProfile: { seats: 12 }, duration: { minYears: 2, maxYears: 3 } },
  ];

  test("seats are one entering class of every program; students each program's seats times its full-time years", () => {
    expect(countOf("seat", programs)).toBe(26 + 30 + 12);
    expect(countOf("student", programs)).toBe(26 * 4 + 30 * 2 + 12 * 3);
  });

  test("a number a file states counts as it is (the faculty); anything else as none", () => {
    expect(countOf("faculty", 54)).toBe(54);
    expect(countOf("faculty", undefined)).toBe(0);
  });

  test('the rounded count is its leading digit, as a figure before a "+" cites it', () => {
    expect([8, 48, 656, 2352, 38000].map(roundedDown)).toEqual(["8", "40", "600", "2,000", "30,000"]);
    expect(fillTokens("{studentCountRounded}+ students", { ...counts, student: 656 })).toBe("600+ students");
  });

  test("the student-to-faculty ratio is students over faculty to the nearest whole number", () => {
    expect(fillTokens("{studentFacultyRatio}", { ...counts, student: 656, faculty: 54 })).toBe("12:1");
    expect(fillTokens("{studentFacultyRatio}", { ...counts, student: 700, faculty: 54 })).toBe("13:1");
  });
});
