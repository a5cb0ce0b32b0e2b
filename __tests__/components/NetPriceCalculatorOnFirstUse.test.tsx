import { Suspense } from "react";
import { renderToString } from "react-dom/server.node";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import aidJson from "../../content/financialAid.json";
import programsJson from "../../content/programs.json";
import NetPriceCalculatorOnFirstUse from "../../src/components/NetPriceCalculatorOnFirstUse/NetPriceCalculatorOnFirstUse";
import type * as FormModule from "../../src/components/NetPriceCalculator/NetPriceCalculator";
import type { CalculatorProgram, CalculatorWords } from "../../src/components/NetPriceCalculator/NetPriceCalculator";
import { defaultAnswers, estimateNetPrice, type AidRules } from "../../src/lib/netPrice";
import { fillTemplate } from "../../src/lib/fillTemplate";

// The calculator loaded on first use, over the server's HTML as the page hydrates it: nothing of
// the form's module is asked for until a focus or a pointer in it (or an address with a query);
// then the same elements become the live form, and a choice made on them before it arrived counts.
// The form's renders are counted: in the browser it renders only once the loader has asked for it.

// How long a condition is waited for before it is reported as never coming: the form's arrival,
// hydration and first estimate are about a second of React's development build in jsdom on an idle
// machine (measured), so the library's default bound of 1 s failed on a busy one while the
// condition was still on its way.
configure({ asyncUtilTimeout: 30_000 });

const rules = aidJson as unknown as AidRules;
const words = aidJson.calculator as CalculatorWords;
const programs = programsJson.programs as unknown as CalculatorProgram[];
const props = { rules, programs, words };
const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

// The form, counted each time it renders in the browser (it renders only once its module is in).
jest.mock("../../src/components/NetPriceCalculator/NetPriceCalculator", () => {
  const actual = jest.requireActual("../../src/components/NetPriceCalculator/NetPriceCalculator");
  return { ...actual, __esModule: true, default: jest.fn(actual.default), ServerForm: actual.default };
});
const mocked: { default: jest.Mock; ServerForm: typeof FormModule.default } = jest.requireMock(
  "../../src/components/NetPriceCalculator/NetPriceCalculator",
);
const { default: countedForm, ServerForm: Form } = mocked;
/** Whether the browser has rendered the form: only once its module was asked for. */
const formLoaded = () => countedForm.mock.calls.length > 0;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
  jest.mocked(console.error).mockRestore?.();
});

/** The server's HTML (the form in the loader's frame and boundary, as Gatsby's renderer writes it once the lazy form is in), hydrated. */
function hydrated(address = "/admissions/tuition-and-aid/") {
  // The server renders the real form (renderToString cannot wait for a lazy one); the browser the loader.
  window.history.replaceState(null, "", address);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>,
  );
  document.body.replaceChildren(container);
  const program = container.querySelector("select")!;
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  countedForm.mockClear();
  act(() => {
    root = hydrateRoot(container, <NetPriceCalculatorOnFirstUse {...props} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { container, program };
}

const leftShown = (container: HTMLElement) => {
  const row = within(within(container).getByRole("table")).getByRole("rowheader", { name: words.leftRow }).closest("tr")!;
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
};
const leftFor = (slug: string) => {
  const e = estimateNetPrice(
    programs.find((p) => p.slug === slug)!,
    rules,
    defaultAnswers(rules, slug),
  );
  return [usd(e.perYear[0].leftToFind), usd(e.total.leftToFind)];
};
const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent;

test("hydrated: the server's form stays, its controls enabled and the disclaimer shown, and nothing of the form is loaded", () => {
  const { container, program } = hydrated();
  expect(container.querySelector("fieldset")).toBeEnabled();
  const { academicYear } = estimateNetPrice(programs[0], rules, defaultAnswers(rules, programs[0].slug));
  const disclaimer = fillTemplate(words.disclaimer, { academicYear });
  expect(screen.getByText(disclaimer)).not.toHaveAttribute("aria-hidden");
  expect(screen.getByText(words.needsJavaScript)).toHaveAttribute("aria-hidden", "true");
  // A change now is not the form's yet: the result stays the server's.
  program.value = programs[1].slug;
  fireEvent.change(program);
  expect(leftShown(container)).toEqual(leftFor(programs[0].slug));
  expect(formLoaded()).toBe(false);
});

test("a focus in the form loads it; the same select, still focused, then counts the choice made before it arrived", async () => {
  const { container, program } = hydrated();
  // The student tabs in and chooses before the form's script is in: the choice is on the server's select.
  // Silenced: React's development build notes the enabled fieldset as a mismatch as it hydrates
  // (production says nothing), and the form's arrival comes between act() scopes.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  act(() => {
    program.focus();
    program.value = programs[1].slug;
  });
  await waitFor(() => expect(formLoaded()).toBe(true));
  await waitFor(() => expect(leftShown(container)).toEqual(leftFor(programs[1].slug)));
  expect(container.querySelector("select")).toBe(program);
  expect(document.activeElement).toBe(program);
  expect(live(container)).toContain(programs[1].name);
});

test("a pointer over the form loads it", async () => {
  const { container } = hydrated();
  act(() => {
    fireEvent.pointerOver(within(container).getByRole("table"));
  });
  await waitFor(() => expect(formLoaded()).toBe(true));
});

test("a focus or pointer elsewhere on the page loads nothing", async () => {
  hydrated();
  const elsewhere = document.createElement("button");
  document.body.append(elsewhere);
  elsewhere.focus();
  fireEvent.pointerDown(elsewhere);
  await act(() => Promise.resolve());
  expect(formLoaded()).toBe(false);
});

test("an address with the answers loads the form at once and shows their estimate", async () => {
  const slug = programs[1].slug;
  const { container } = hydrated(`/admissions/tuition-and-aid/?program=${slug}`);
  await waitFor(() => expect(formLoaded()).toBe(true));
  await waitFor(() => expect(leftShown(container)).toEqual(leftFor(slug)));
});
