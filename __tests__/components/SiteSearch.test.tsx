import { act, fireEvent, render, screen } from "@testing-library/react";
import SearchDialog, { type SearchDialogWords } from "../../src/components/SiteSearch/SearchDialog";
import { SETTLE_MS } from "../../src/hooks/useSiteSearch";
import { loadPagefind, type PagefindPage } from "../../src/lib/pagefind";
import { installDialog } from "../support/browserMocks";

// The search box with a stand-in for the build's index (src/lib/pagefind.ts loads the real one in
// the browser): what it announces, the results it lists, Enter, Escape and the backdrop.
jest.mock("../../src/lib/pagefind", () => ({ loadPagefind: jest.fn() }));

const words: SearchDialogWords = {
  page: "/search",
  dialogLabel: "Search the site",
  inputLabel: "Search the site",
  placeholder: "A program, a cost",
  close: "Close",
  hint: "Results appear as you type.",
  loading: "Searching…",
  resultCount: { one: "1 page matches “{query}”", other: "{count} pages match “{query}”" },
  noResults: "No results for “{query}”.",
  unavailable: "Search is not available right now.",
  allPages: "See every page",
  maxResults: 2,
};

const page = (slug: string, title: string): PagefindPage => ({
  url: `/${slug}/`,
  meta: { title },
  excerpt: "",
  anchors: [
    { element: "section", id: "cost", location: 5 },
    { element: "h2", id: "cost-heading", location: 5 },
  ],
  sub_results: [
    {
      title: "Cost and Aid",
      url: `/${slug}/#cost-heading`,
      excerpt: "<mark>Tuition</mark> and fees",
      weighted_locations: [{ weight: 5, balanced_score: 9 }],
    },
  ],
});
const index: Record<string, PagefindPage[]> = {
  tuition: [page("pharmacy", "Pharmacy Program"), page("optometry", "Optometry Program"), page("dentistry", "Dentistry Program")],
  parking: [page("about", "About")],
};

beforeEach(() => {
  installDialog();
  jest.useFakeTimers();
  (loadPagefind as jest.Mock).mockResolvedValue({
    options: jest.fn(),
    search: (query: string) =>
      Promise.resolve({ results: (index[query] ?? []).map((p, i) => ({ id: String(i), data: () => Promise.resolve(p) })) }),
  });
});
afterEach(() => jest.useRealTimers());

/** Types a query and lets the pause before searching pass, then the answer arrive. */
async function type(query: string) {
  fireEvent.change(screen.getByRole("searchbox"), { target: { value: query } });
  await act(async () => {
    jest.advanceTimersByTime(SETTLE_MS);
    await Promise.resolve(); // the answer's promises settle inside act
  });
}

/** The box open, as its Search button (the opener, where focus returns) opened it. */
function renderOpen(onClose = jest.fn()) {
  const opener = { current: document.body.appendChild(document.createElement("button")) };
  render(<SearchDialog id="site-search" words={words} open opener={opener} onClose={onClose} />);
  return { dialog: screen.getByRole("dialog", { name: "Search the site" }), onClose, opener: opener.current };
}

/** The status line screen readers announce (role status), and the results list it labels. */
const status = () => document.getElementById("site-search-results-status")!;
const resultsList = () => document.querySelector<HTMLElement>('[aria-labelledby="site-search-results-status"]');

test("opens with the field focused and the hint announced; typing lists the results, best first, the count announced", async () => {
  renderOpen();
  expect(screen.getByRole("searchbox", { name: "Search the site" })).toHaveFocus();
  expect(status()).toHaveAttribute("role", "status");
  expect(status()).toHaveTextContent("Results appear as you type.");
  await type("tuition");
  expect(status()).toHaveTextContent("3 pages match “tuition”");
  const list = resultsList()!;
  expect(list.tagName).toBe("UL");
  // maxResults of them, each to the section that matches, named by page and section.
  expect([...list.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
    ["Pharmacy ProgramCost and Aid", "/pharmacy/#cost"],
    ["Optometry ProgramCost and Aid", "/optometry/#cost"],
  ]);
  expect(list.querySelector("mark")).toHaveTextContent("Tuition");
});

test("a new query's count replaces the last; none found says so, with no list", async () => {
  renderOpen();
  await type("tuition");
  await type("parking");
  expect(status()).toHaveTextContent("1 page matches “parking”");
  await type("xyz");
  expect(status()).toHaveTextContent("No results for “xyz”.");
  expect(resultsList()).toBeNull();
  expect(document.querySelector('a[href="/search/"]')).toHaveTextContent("See every page");
});

test("says so when the search cannot load", async () => {
  (loadPagefind as jest.Mock).mockRejectedValue(new Error("offline"));
  renderOpen();
  await type("tuition");
  expect(status()).toHaveTextContent("Search is not available right now.");
});

test("Enter follows the first result; Close and a press on the backdrop close it", async () => {
  const { dialog, onClose, opener } = renderOpen();
  await type("tuition");
  const followed = jest.fn((event: Event) => event.preventDefault()); // jsdom does not navigate
  const first = screen.getAllByRole("link")[0];
  first.addEventListener("click", followed);
  fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Enter" });
  expect(followed).toHaveBeenCalledTimes(1);
  expect(first).toHaveAttribute("href", "/pharmacy/#cost");
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(opener).not.toHaveFocus(); // followed: focus goes with the visitor
  act(() => (dialog as HTMLDialogElement).showModal());
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(opener).toHaveFocus();
  act(() => (dialog as HTMLDialogElement).showModal());
  fireEvent.click(dialog); // the dialog itself, around its frame: the backdrop
  expect(dialog).not.toHaveAttribute("open");
  expect(onClose).toHaveBeenCalledTimes(3);
});

test("Escape closes the box at once, words typed or not, and stops there: the menu it may sit over does not see it", () => {
  const onDocument = jest.fn();
  document.addEventListener("keydown", onDocument);
  try {
    const { dialog, onClose } = renderOpen();
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "tuition" } });
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Escape" });
    expect(dialog).not.toHaveAttribute("open");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDocument).not.toHaveBeenCalled();
  } finally {
    document.removeEventListener("keydown", onDocument);
  }
});
