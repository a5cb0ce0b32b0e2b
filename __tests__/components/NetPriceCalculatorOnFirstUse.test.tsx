import { renderToString } from "react-dom/server.node";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import aidJson from "../../content/financialAid.json";
import programsJson from "../../content/programs.json";
import NetPriceCalculatorOnFirstUse from "../../src/components/NetPriceCalculatorOnFirstUse/NetPriceCalculatorOnFirstUse";
import type * as FormModule from "../../src/components/NetPriceCalculator/NetPriceCalculator";
import type { CalculatorProgram, CalculatorWords } from "../../src/components/NetPriceCalculator/NetPriceCalculator";
import { defaultAnswers, estimateNetPrice, type AidRules } from "../../src/lib/netPrice";
import { fillTemplate } from "../../src/lib/fillTemplate";

// The calculator loaded on first use, over the server's HTML as the page hydrates it: the frame
// keeps that HTML untouched and nothing of the form's module is asked for until a focus, pointer,
// touch or key in it (or an address with answers); then the form hydrates the same elements, and
// the answers made and the figures typed on the server's controls meanwhile count.
// The form's hydration is counted: in the browser it happens only once the frame has asked for it.

const rules = aidJson as unknown as AidRules;
const words = aidJson.calculator as CalculatorWords;
const programs = programsJson.programs as unknown as CalculatorProgram[];
const props = { rules, programs, words, idBase: "net-price" };
const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const professional = programs.find((p) => p.studentLevel === "professional")!;

// The form's hydration, counted (it happens only once its module is in).
jest.mock("../../src/components/NetPriceCalculator/NetPriceCalculator", () => {
  const actual = jest.requireActual("../../src/components/NetPriceCalculator/NetPriceCalculator");
  return { ...actual, __esModule: true, hydrateForm: jest.fn(actual.hydrateForm) };
});
const mocked: { default: typeof FormModule.default; hydrateForm: jest.Mock } = jest.requireMock(
  "../../src/components/NetPriceCalculator/NetPriceCalculator",
);
const { default: Form, hydrateForm: countedForm } = mocked;
/** Whether the form has been hydrated: only once its module was asked for. */
const formLoaded = () => countedForm.mock.calls.length > 0;

let root: Root | undefined;
afterEach(async () => {
  act(() => root?.unmount());
  await act(() => Promise.resolve());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

/** The server's HTML (the form in the frame, as Gatsby's renderer writes it once the lazy form is in), hydrated. */
function hydrated(address = "/admissions/tuition-and-aid/") {
  // The server renders the real form (renderToString cannot wait for a lazy one); the browser the frame.
  window.history.replaceState(null, "", address);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <div>
      <Form {...props} />
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
const leftFor = (slug: string, change = {}) => {
  const e = estimateNetPrice(
    programs.find((p) => p.slug === slug)!,
    rules,
    { ...defaultAnswers(rules, slug), ...change },
  );
  return [usd(e.perYear[0].leftToFind), usd(e.total.leftToFind)];
};
const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent;
const control = <T extends Element>(container: HTMLElement, name: string) => container.querySelector<T & Element>(`[name="${name}"]`)!;

test("hydrated: the server's form stays as it is, its controls enabled and the disclaimer shown, and nothing of the form is loaded", () => {
  const { container, program } = hydrated();
  expect(container.querySelector("fieldset")).toBeEnabled();
  const { academicYear } = estimateNetPrice(programs[0], rules, defaultAnswers(rules, programs[0].slug));
  expect(screen.getByText(fillTemplate(words.disclaimer, { academicYear }))).not.toHaveAttribute("aria-hidden");
  expect(screen.getByText(words.needsJavaScript)).toHaveAttribute("aria-hidden", "true");
  // A change now is not the form's yet: the result stays the server's.
  program.value = programs[1].slug;
  fireEvent.change(program);
  expect(leftShown(container)).toEqual(leftFor(programs[0].slug));
  expect(container.querySelector("select")).toBe(program);
  expect(formLoaded()).toBe(false);
});

test("a focus in the form loads it; the same select, still focused, then counts the choice made before it arrived and announces it", async () => {
  const { container, program } = hydrated();
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  act(() => {
    program.focus();
    program.value = programs[1].slug;
  });
  await waitFor(() => expect(formLoaded()).toBe(true));
  await waitFor(() => expect(leftShown(container)).toEqual(leftFor(programs[1].slug)));
  // The form hydrated the frame's HTML as the frame left it: enabled, the disclaimer shown.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(control(container, "program")).toBe(program);
  expect(program.value).toBe(programs[1].slug);
  expect(document.activeElement).toBe(program);
  await waitFor(() => expect(live(container)).toContain(programs[1].name));
});

test("a figure typed before the form arrived is kept, in the same field, still focused", async () => {
  const { container } = hydrated();
  const resources = control<HTMLInputElement>(container, "resources");
  act(() => {
    resources.focus();
    resources.value = "2500";
  });
  await waitFor(() => expect(formLoaded()).toBe(true));
  await waitFor(() => expect(leftShown(container)).toEqual(leftFor(programs[0].slug, { resources: 2500 })));
  expect(control(container, "resources")).toBe(resources);
  expect(resources.value).toBe("2500");
  expect(document.activeElement).toBe(resources);
  // A figure being typed is announced when its field is left, as ever.
  expect(live(container)).toBe("");
});

test("a pointer over the form, or a touch in it, loads it", async () => {
  const { container } = hydrated();
  act(() => {
    fireEvent.pointerOver(within(container).getByRole("table"));
  });
  await waitFor(() => expect(formLoaded()).toBe(true));
  act(() => root?.unmount());
  await act(() => Promise.resolve());
  countedForm.mockClear();
  const again = hydrated();
  act(() => {
    fireEvent.touchStart(again.program);
  });
  await waitFor(() => expect(formLoaded()).toBe(true));
});

test("a focus or pointer elsewhere on the page loads nothing", async () => {
  hydrated();
  const elsewhere = document.createElement("button");
  document.body.append(elsewhere);
  elsewhere.focus();
  fireEvent.pointerDown(elsewhere);
  fireEvent.keyDown(elsewhere, { key: "Tab" });
  await act(() => Promise.resolve());
  expect(formLoaded()).toBe(false);
});

test("an address with the answers loads the form at once and shows their estimate", async () => {
  const slug = professional.slug;
  const { container } = hydrated(`/admissions/tuition-and-aid/?program=${slug}&scholarship=5000`);
  await waitFor(() => expect(formLoaded()).toBe(true));
  await waitFor(() => expect(leftShown(container)).toEqual(leftFor(slug, { scholarship: 5000 })));
  expect(live(container)).toBe("");
});
