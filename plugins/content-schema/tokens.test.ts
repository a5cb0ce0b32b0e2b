import { COUNTED_RECORD_NAMES, TOKEN_NAMES, countInWords, countOf, fillTokens, findTokens, type TokenCounts } from "./tokens";

const counts = Object.fromEntries(COUNTED_RECORD_NAMES.map((stem) => [stem, 0])) as TokenCounts;
const with8 = { ...counts, program: 8, step: 4, value: 21 };

test("every counted record set gives a digit token and two spelled-out tokens", () => {
  expect(TOKEN_NAMES).toEqual(expect.arrayContaining(["programCount", "stepCount", "stepCountInWords", "StepCountInWords", "valueCount"]));
  expect(TOKEN_NAMES).toHaveLength(COUNTED_RECORD_NAMES.length * 3);
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
