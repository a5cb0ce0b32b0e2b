// The net price form, in one file: its questions, the answers' round trip through the
// address and the announced result are one piece of state, shared by every part of the form.
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { fillTemplate } from "../../lib/fillTemplate";
import {
  MAX_DOLLARS,
  MAX_HOUSEHOLD,
  decodeAnswers,
  defaultAnswers,
  encodeAnswers,
  estimateNetPrice,
  type AidRules,
  type Answers,
  type PricedProgram,
} from "../../lib/netPrice";
import * as styles from "./NetPriceCalculator.module.scss";

// A net price estimate in the browser, nothing sent anywhere: a student picks a program and answers
// a few questions (for the bachelor's, the federal template's that matter here; for graduate and
// professional programs, an expected scholarship, living arrangement and resources) and sees the
// cost of attendance, grants and scholarships, federal loans within their limits and what is left,
// the first year and over the program (src/lib/netPrice.ts, from the content's rules). Native
// controls; the result's box is always there (the estimate for the answers so far), so nothing
// moves when it changes, but for the other level's questions: asked in answer to a choice of
// program, or as a shared address's answers arrive (the estimate then under the first screen on a
// phone, beside the form from 1024 px); a polite live region says the outcome once an answer is
// made (a choice at once, a typed figure when the field is left); the answers live in the address
// (replaceState), so an estimate can be shared, and a shared address's unusable values are reset
// and said so.
// Every word is content (content/financialAid.json calculator).

/** The words of content/financialAid.json calculator. */
export type CalculatorWords = Readonly<
  Record<
    | "heading"
    | "programLabel"
    | "livingLabel"
    | "dependencyLabel"
    | "dependentLabel"
    | "independentLabel"
    | "householdLabel"
    | "householdHint"
    | "incomeLabel"
    | "incomeFirst"
    | "incomeMiddle"
    | "incomeLast"
    | "singleParentLabel"
    | "floridaLabel"
    | "gpaLabel"
    | "scholarshipLabel"
    | "tuitionAwardLabel"
    | "resourcesLabel"
    | "priorUndergradLabel"
    | "priorGradLabel"
    | "resultHeading"
    | "firstYearLabel"
    | "overYearsLabel"
    | "costRow"
    | "grantsRow"
    | "loansRow"
    | "resourcesRow"
    | "leftRow"
    | "parentPlusRow"
    | "notApplicable"
    | "pellMaximum"
    | "pellMinimum"
    | "pellFafsa"
    | "pellUnpublished"
    | "alsoAvailable"
    | "summary"
    | "linkProblems"
    | "needsJavaScript"
    | "disclaimer",
    string
  >
>;

export interface CalculatorProgram extends PricedProgram {
  readonly name: string;
}

export interface NetPriceCalculatorProps {
  readonly rules: AidRules;
  readonly programs: readonly CalculatorProgram[];
  readonly words: CalculatorWords;
  /** The program chosen until the address names another: a program page's own, else the first. */
  readonly initialProgram?: string;
  /** Names the form's elements where they must be the same in two renders (hydrateForm), else useId's. */
  readonly idBase?: string;
  /** Hydrating the server's HTML after the page's own hydration, which the visitor may have used meanwhile (hydrateForm). */
  readonly late?: boolean;
}

/** Dollars and GPA as typed: the field's text, read into the answers when it is a number in range. */
type NumberField = "scholarship" | "resources" | "priorUndergradLoans" | "priorGradLoans" | "gpa";
const NUMBER_FIELDS: readonly NumberField[] = ["scholarship", "resources", "priorUndergradLoans", "priorGradLoans", "gpa"];

const usd = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;
const noSubscription = () => () => undefined;

/** A typed figure, or undefined when it is not one in range (an empty GPA is "not given": null). */
function readNumber(field: NumberField, text: string): number | null | undefined {
  const value = text.trim().replace(/[$,]/g, "");
  if (value === "") return field === "gpa" ? null : 0;
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const n = Number(value);
  if (field === "gpa") return n <= 4 ? n : undefined;
  return Number.isInteger(n) && n <= MAX_DOLLARS ? n : undefined;
}

/**
 * The answers a visitor made in the server's HTML of the form before its script arrived
 * (NetPriceCalculatorOnFirstUse asks for it on first use): the controls under `root` the visitor
 * changed, read by their names (the answers' keys), each compared with its server HTML's own
 * default (an option's `selected`, a box's `checked`, a field's `value` attribute), so only what
 * the visitor did counts, over any address's answers; and the figures as typed.
 */
export function earlyAnswersIn(root: HTMLElement): { answers: Partial<Answers>; texts: Partial<Record<NumberField, string>> } {
  const answers: Record<string, unknown> = {};
  const texts: Partial<Record<NumberField, string>> = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]")) {
    const key = control.name;
    if (control instanceof HTMLSelectElement) {
      if (control.selectedOptions[0]?.defaultSelected === false) answers[key] = key === "household" ? Number(control.value) : control.value;
    } else if (control.type === "radio") {
      if (control.checked && !control.defaultChecked) answers[key] = control.value;
    } else if (control.type === "checkbox") {
      if (control.checked !== control.defaultChecked) answers[key] = control.checked;
    } else if (control.value !== control.defaultValue) {
      texts[key as NumberField] = control.value;
      const value = readNumber(key as NumberField, control.value);
      if (value !== undefined) answers[key] = value;
    }
  }
  return { answers, texts };
}

function textsOf(answers: Answers): Record<NumberField, string> {
  return Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, answers[field] === null || answers[field] === 0 ? "" : String(answers[field])]),
  ) as Record<NumberField, string>;
}

export default function NetPriceCalculator({ rules, programs, words, initialProgram, idBase, late }: NetPriceCalculatorProps) {
  const generated = useId();
  const id = idBase ?? generated;
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Usable with JavaScript: once hydrated, or from the start when hydrating late, as the frame
  // already enabled the server's controls and showed the disclaimer (the same HTML as hydrating).
  const usable = hydrated || Boolean(late);
  // A shared address's answers (read once hydrated: the HTML is the defaults'), until the student
  // answers; then the student's own. Values the address holds that cannot be used are reset and said.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const fromLink = useMemo(() => decodeAnswers(search, rules, programs), [search, rules, programs]);
  const [own, setOwn] = useState<{ answers: Answers; texts: Record<NumberField, string> } | null>(null);
  const answers = own?.answers ?? fromLink.answers ?? defaultAnswers(rules, initialProgram ?? programs[0].slug);
  const texts = own?.texts ?? textsOf(answers);
  // What the live region says: the outcome of the last answer made, nothing before the first.
  const [announced, setAnnounced] = useState<Answers | null>(null);
  // Answers made on the server's HTML before this script arrived count as the student's, read as
  // the form hydrates it (the same elements: the focus stays where it is), and are announced, but
  // a figure still being typed (when its field is left).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!late) return;
    const early = earlyAnswersIn(root.current!);
    if (Object.keys(early.answers).length + Object.keys(early.texts).length === 0) return;
    const before = decodeAnswers(window.location.search, rules, programs).answers ?? answers;
    const next = { ...before, ...early.answers };
    // The DOM is the outside source here: its state enters React's once, as the form hydrates.
    setOwn({ answers: next, texts: { ...textsOf(before), ...early.texts } });
    if (Object.keys(early.answers).some((key) => !(NUMBER_FIELDS as readonly string[]).includes(key))) setAnnounced(next);
    // Once, as the form hydrates: later answers come through the controls' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const labelOf: Record<string, string> = {
    living: words.livingLabel,
    dependency: words.dependencyLabel,
    household: words.householdLabel,
    income: words.incomeLabel,
    singleParent: words.singleParentLabel,
    florida: words.floridaLabel,
    gpa: words.gpaLabel,
    scholarship: words.scholarshipLabel,
    tuitionAward: words.tuitionAwardLabel,
    resources: words.resourcesLabel,
    priorUndergradLoans: words.priorUndergradLabel,
    priorGradLoans: words.priorGradLabel,
  };
  const linkProblems = own ? [] : fromLink.problems.map((p) => labelOf[p.key] ?? p.key);
  const changed = own !== null;

  const program = programs.find((p) => p.slug === answers.program) ?? programs[0];
  const level = program.studentLevel;
  const undergraduate = level === "undergraduate";
  const estimate = useMemo(() => estimateNetPrice(program, rules, answers), [program, rules, answers]);

  // The answers in the address, once the student has answered (a plain visit keeps its address).
  useEffect(() => {
    if (!changed) return;
    const query = encodeAnswers(answers, level);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}${window.location.hash}`);
  }, [answers, level, changed]);

  /** An answer made: it counts at once, and is announced when `commit`. */
  const answer = (change: Partial<Answers>, commit = true, nextTexts = texts) => {
    const next = { ...answers, ...change };
    // A dependent student's household has a parent in it too.
    if (next.dependency === "dependent" && next.household < 2) next.household = 2;
    setOwn({ answers: next, texts: nextTexts });
    if (commit) setAnnounced(next);
  };
  const choose = (key: "program" | "living" | "dependency" | "income") => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    answer({ [key]: event.target.value });
  /** A yes-or-no answer: a checkbox named as its answer, with its label around it. */
  const checkbox = (key: "singleParent" | "florida" | "tuitionAward", label: string, disabled: boolean) => (
    <label className={styles.choice}>
      <input
        type="checkbox"
        name={key}
        checked={answers[key]}
        onChange={(event) => answer({ [key]: event.target.checked })}
        disabled={disabled}
      />
      {label}
    </label>
  );
  const type = (field: NumberField) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const value = readNumber(field, text);
    answer(value === undefined ? {} : { [field]: value }, false, { ...texts, [field]: text });
  };
  const invalid = (field: NumberField) => readNumber(field, texts[field]) === undefined;

  const bands = rules.incomeBands;
  const bandLabel = (i: number) => {
    const before = i > 0 ? bands[i - 1].max : null;
    const max = bands[i].max;
    if (before == null) return fillTemplate(words.incomeFirst, { max: usd(max ?? 0) });
    if (max == null) return fillTemplate(words.incomeLast, { min: usd(before) });
    return fillTemplate(words.incomeMiddle, { min: usd(before + 1), max: usd(max) });
  };
  const tuitionAward = rules.aid.some((a) => program.cost.aid.includes(a.id) && a.amount?.covers === "tuitionAndFees");
  const first = estimate.perYear[0];
  const years = estimate.years;
  const summary = (() => {
    if (!announced) return "";
    const p = programs.find((x) => x.slug === announced.program) ?? program;
    const e = estimateNetPrice(p, rules, announced);
    return fillTemplate(words.summary, {
      program: p.name,
      left: usd(e.perYear[0].leftToFind),
      total: usd(e.total.leftToFind),
      years: e.years,
    });
  })();
  const pellNote: Record<string, string> = {
    maximum: words.pellMaximum,
    minimum: words.pellMinimum,
    fafsa: words.pellFafsa,
    unpublished: words.pellUnpublished,
  };
  const also = estimate.alsoAvailable.map((aidId) => rules.aid.find((a) => a.id === aidId)!.name);

  const money = (field: NumberField, label: string, disabled = false) => {
    const inputId = `${id}-${field}`;
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          name={field}
          type="text"
          inputMode={field === "gpa" ? "decimal" : "numeric"}
          autoComplete="off"
          value={texts[field]}
          placeholder={field === "gpa" ? "" : "0"}
          aria-invalid={invalid(field) || undefined}
          onChange={type(field)}
          onBlur={() => setAnnounced(answers)}
          disabled={disabled}
        />
      </div>
    );
  };
  const row = (label: string, perYear: number | null, total: number | null, kind?: string) => (
    <tr className={kind ? styles[kind] : undefined}>
      <th scope="row">{label}</th>
      <td>{perYear === null ? words.notApplicable : usd(perYear)}</td>
      <td>{total === null ? words.notApplicable : usd(total)}</td>
    </tr>
  );

  return (
    <div className={styles.calculator} ref={root}>
      {/* No <form>: nothing is submitted anywhere, each answer counts as it is made. */}
      <div className={styles.form}>
        {/* Without JavaScript the controls do nothing: disabled until the page has hydrated. */}
        <fieldset className={styles.controls} disabled={!usable}>
          <legend className="visually-hidden">{words.heading}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-program`}>{words.programLabel}</label>
            <select id={`${id}-program`} name="program" value={answers.program} onChange={choose("program")}>
              {programs.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles.choices}>
            <legend>{words.livingLabel}</legend>
            {rules.costOfAttendance.arrangements.map((arrangement) => (
              <label key={arrangement.id} className={styles.choice}>
                <input
                  type="radio"
                  name="living"
                  value={arrangement.id}
                  checked={answers.living === arrangement.id}
                  onChange={choose("living")}
                />
                {arrangement.label}
              </label>
            ))}
          </fieldset>
          {money("resources", words.resourcesLabel)}
          {money("priorUndergradLoans", words.priorUndergradLabel)}
          {/* The chosen level's questions, last in the form; the other level's are in the HTML
              (disabled, hidden) and out of the layout, so no room is kept for them. */}
          <div className={styles.levels}>
            <div
              className={undergraduate ? styles.undergraduate : `${styles.undergraduate} ${styles.inactive}`}
              aria-hidden={!undergraduate || undefined}
            >
              <fieldset className={`${styles.choices} ${styles.pair}`} disabled={!undergraduate}>
                <legend>{words.dependencyLabel}</legend>
                {(["dependent", "independent"] as const).map((dependency) => (
                  <label key={dependency} className={styles.choice}>
                    <input
                      type="radio"
                      name="dependency"
                      value={dependency}
                      checked={answers.dependency === dependency}
                      onChange={choose("dependency")}
                    />
                    {dependency === "dependent" ? words.dependentLabel : words.independentLabel}
                  </label>
                ))}
              </fieldset>
              <div className={styles.field}>
                <label htmlFor={`${id}-household`}>{words.householdLabel}</label>
                <select
                  id={`${id}-household`}
                  name="household"
                  value={answers.household}
                  onChange={(event) => answer({ household: Number(event.target.value) })}
                  aria-describedby={`${id}-household-hint`}
                  disabled={!undergraduate}
                >
                  {Array.from({ length: MAX_HOUSEHOLD }, (_, i) => i + 1)
                    .filter((n) => answers.dependency === "independent" || n >= 2)
                    .map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                </select>
                <p id={`${id}-household-hint`} className={styles.hint}>
                  {words.householdHint}
                </p>
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-income`}>{words.incomeLabel}</label>
                <select id={`${id}-income`} name="income" value={answers.income} onChange={choose("income")} disabled={!undergraduate}>
                  {bands.map((band, i) => (
                    <option key={band.id} value={band.id}>
                      {bandLabel(i)}
                    </option>
                  ))}
                </select>
              </div>
              {money("gpa", words.gpaLabel, !undergraduate)}
              <div className={styles.pair}>
                {checkbox("singleParent", words.singleParentLabel, !undergraduate)}
                {checkbox("florida", words.floridaLabel, !undergraduate)}
              </div>
            </div>
            <div className={undergraduate ? styles.inactive : undefined} aria-hidden={undergraduate || undefined}>
              {money("scholarship", words.scholarshipLabel, undergraduate)}
              {checkbox("tuitionAward", words.tuitionAwardLabel, undergraduate || !tuitionAward)}
              {money("priorGradLoans", words.priorGradLabel, undergraduate)}
            </div>
          </div>
        </fieldset>
      </div>
      {/* Busy while its figures do not follow the answers yet: the server's HTML before this script. */}
      <section className={styles.result} aria-labelledby={`${id}-result`} aria-busy={(late && !hydrated) || undefined}>
        <h3 id={`${id}-result`}>{words.resultHeading}</h3>
        <table className={styles.table}>
          <colgroup>
            <col />
            <col className={styles.amountColumn} />
            <col className={styles.amountColumn} />
          </colgroup>
          <thead>
            <tr>
              <td />
              <th scope="col">{words.firstYearLabel}</th>
              <th scope="col">{fillTemplate(words.overYearsLabel, { years })}</th>
            </tr>
          </thead>
          <tbody>
            {row(words.costRow, first.cost.total, estimate.total.cost.total, "total")}
            {row(words.grantsRow, first.grants, estimate.total.grants)}
            {row(words.loansRow, first.loans, estimate.total.loans)}
            {row(words.resourcesRow, first.resources, estimate.total.resources)}
            {row(words.leftRow, first.leftToFind, estimate.total.leftToFind, "left")}
            {undergraduate && answers.dependency === "dependent"
              ? row(words.parentPlusRow, first.parentPlus, estimate.total.parentPlus)
              : row(words.parentPlusRow, null, null)}
          </tbody>
        </table>
        <p className={styles.note}>{pellNote[estimate.pell.basis] ?? ""}</p>
        <p className={styles.note}>{also.length > 0 ? fillTemplate(words.alsoAvailable, { names: also.join(", ") }) : ""}</p>
        {linkProblems.length > 0 ? (
          <p className={styles.problem} role="status">
            {fillTemplate(words.linkProblems, { fields: linkProblems.join(", ") })}
          </p>
        ) : null}
        {/* One cell for both lines: the note before hydration, the disclaimer after, the same box. */}
        <p className={styles.footnote}>
          <span className={usable ? styles.inactive : undefined} aria-hidden={usable || undefined}>
            {words.needsJavaScript}
          </span>
          <span className={usable ? undefined : styles.inactive} aria-hidden={!usable || undefined}>
            {fillTemplate(words.disclaimer, { academicYear: estimate.academicYear })}
          </span>
        </p>
        <p className="visually-hidden" aria-live="polite">
          {summary}
        </p>
      </section>
    </div>
  );
}

/**
 * The form in a React root of its own on `frame` (NetPriceCalculatorOnFirstUse): hydrating the
 * server's HTML of it there, with the props it was rendered with; rendered anew in an empty frame.
 */
export function hydrateForm(frame: HTMLElement, props: NetPriceCalculatorProps): Root {
  if (frame.childElementCount > 0) return hydrateRoot(frame, <NetPriceCalculator {...props} late />);
  const root = createRoot(frame);
  root.render(<NetPriceCalculator {...props} />);
  return root;
}
