import { renderToString } from "react-dom/server.node";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import aidJson from "../../content/financialAid.json";
import programsJson from "../../content/programs.json";
import NetPriceCalculator, {
  type CalculatorProgram,
  type CalculatorWords,
} from "../../src/components/NetPriceCalculator/NetPriceCalculator";
import { decodeAnswers, defaultAnswers, encodeAnswers, estimateNetPrice, type AidRules, type Answers } from "../../src/lib/netPrice";
import { fillTemplate } from "../../src/lib/fillTemplate";

// The calculator with the real content: every expected figure from the engine on the same answers,
// every word from content/financialAid.json calculator.
const rules = aidJson as unknown as AidRules;
const words = aidJson.calculator as CalculatorWords;
const programs = programsJson.programs as unknown as CalculatorProgram[];
const dental = programs.find((p) => p.slug === "dental-medicine")!;
const bachelors = programs.find((p) => p.studentLevel === "undergraduate")!;
const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const props = { rules, programs, words, initialProgram: dental.slug };

const resultRow = (label: string) => {
  const row = within(screen.getByRole("table")).getByRole("rowheader", { name: label }).closest("tr")!;
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
};
const left = (program: CalculatorProgram, answers: Answers) => {
  const e = estimateNetPrice(program, rules, answers);
  return [usd(e.perYear[0].leftToFind), usd(e.total.leftToFind)];
};
const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

beforeEach(() => window.history.replaceState(null, "", "/tuition/"));

test("without JavaScript: the controls are disabled and the note says the estimate needs it; the result's box is already there", () => {
  const html = renderToString(<NetPriceCalculator {...props} />);
  const doc = new DOMParser().parseFromString(html, "text/html");
  expect(doc.querySelector("fieldset")!.hasAttribute("disabled")).toBe(true);
  const [note, disclaimer] = Array.from(doc.querySelectorAll("p > span"));
  expect(note.textContent).toBe(words.needsJavaScript);
  expect(note.className).not.toContain("inactive");
  expect(disclaimer.className).toContain("inactive");
  expect(doc.querySelector("table")!.textContent).toContain(left(dental, defaultAnswers(rules, dental.slug))[0]);
});

test("hydrated: every control has its label, and the estimate for the defaults shows", () => {
  render(<NetPriceCalculator {...props} />);
  expect(screen.getByLabelText(words.programLabel)).toBeEnabled();
  for (const arrangement of rules.costOfAttendance.arrangements)
    expect(screen.getByRole("radio", { name: arrangement.label })).toBeInTheDocument();
  expect(screen.getByLabelText(words.scholarshipLabel)).toBeEnabled();
  expect(screen.getByLabelText(words.resourcesLabel)).toBeEnabled();
  expect(resultRow(words.leftRow)).toEqual(left(dental, defaultAnswers(rules, dental.slug)));
  expect(liveRegion().textContent).toBe("");
});

test("a choice counts and is announced at once, and the address holds the answers", async () => {
  const user = userEvent.setup();
  render(<NetPriceCalculator {...props} />);
  const onCampus = rules.costOfAttendance.arrangements[0];
  await user.click(screen.getByRole("radio", { name: onCampus.label }));
  const answers = { ...defaultAnswers(rules, dental.slug), living: onCampus.id };
  const [perYear, total] = left(dental, answers);
  expect(resultRow(words.leftRow)).toEqual([perYear, total]);
  expect(liveRegion().textContent).toBe(fillTemplate(words.summary, { program: dental.name, left: perYear, total, years: 4 }));
  expect(window.location.search).toBe(`?${encodeAnswers(answers, "professional")}`);
});

test("a typed figure counts as it is typed and is announced when the field is left", async () => {
  const user = userEvent.setup();
  render(<NetPriceCalculator {...props} />);
  await user.type(screen.getByLabelText(words.scholarshipLabel), "12000");
  const answers = { ...defaultAnswers(rules, dental.slug), scholarship: 12000 };
  expect(resultRow(words.grantsRow)[0]).toBe(usd(12000));
  expect(liveRegion().textContent).toBe("");
  await user.tab();
  expect(liveRegion().textContent).toContain(left(dental, answers)[0]);
  expect(decodeAnswers(window.location.search, rules, programs).answers).toEqual(answers);
});

test("a figure that is not one is marked and not counted", async () => {
  const user = userEvent.setup();
  render(<NetPriceCalculator {...props} />);
  const field = screen.getByLabelText(words.resourcesLabel);
  await user.type(field, "lots");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(resultRow(words.resourcesRow)[0]).toBe(usd(0));
});

test("the bachelor's asks its own questions (the other level's are hidden and disabled), and counts Pell from them", async () => {
  const user = userEvent.setup();
  render(<NetPriceCalculator {...props} />);
  expect(screen.getByLabelText(words.incomeLabel)).toBeDisabled();
  await user.selectOptions(screen.getByLabelText(words.programLabel), bachelors.slug);
  expect(screen.getByLabelText(words.incomeLabel)).toBeEnabled();
  expect(screen.getByLabelText(words.scholarshipLabel)).toBeDisabled();
  await user.selectOptions(screen.getByLabelText(words.incomeLabel), rules.incomeBands[0].id);
  const answers = { ...defaultAnswers(rules, dental.slug), program: bachelors.slug, income: rules.incomeBands[0].id };
  const estimate = estimateNetPrice(bachelors, rules, answers);
  expect(estimate.pell.basis).toBe("maximum");
  expect(screen.getByText(words.pellMaximum)).toBeInTheDocument();
  expect(resultRow(words.grantsRow)[0]).toBe(usd(estimate.perYear[0].grants));
  expect(resultRow(words.parentPlusRow)[0]).toBe(usd(estimate.perYear[0].parentPlus));
});

test("income bands are written from their figures", () => {
  render(<NetPriceCalculator {...props} />);
  const options = within(screen.getByLabelText(words.incomeLabel))
    .getAllByRole("option", { hidden: true })
    .map((o) => o.textContent);
  const bands = rules.incomeBands;
  expect(options[0]).toBe(fillTemplate(words.incomeFirst, { max: usd(bands[0].max!) }));
  expect(options[1]).toBe(fillTemplate(words.incomeMiddle, { min: usd(bands[0].max! + 1), max: usd(bands[1].max!) }));
  expect(options[bands.length - 1]).toBe(fillTemplate(words.incomeLast, { min: usd(bands[bands.length - 2].max!) }));
});

test("a shared address: its answers are taken; values that cannot be used are reset and said so", () => {
  window.history.replaceState(null, "", `/tuition/?program=${bachelors.slug}&income=${rules.incomeBands[0].id}&household=zero&florida=1`);
  render(<NetPriceCalculator {...props} />);
  expect(screen.getByLabelText(words.programLabel)).toHaveValue(bachelors.slug);
  const answers = { ...defaultAnswers(rules, bachelors.slug), income: rules.incomeBands[0].id, florida: true };
  expect(resultRow(words.leftRow)).toEqual(left(bachelors, answers));
  expect(screen.getByRole("status")).toHaveTextContent(fillTemplate(words.linkProblems, { fields: words.householdLabel }));
  // Florida's grants, with no amount to count, are named for a Florida resident.
  expect(screen.getByText(/Florida Effective Access to Student Education/)).toBeInTheDocument();
});
