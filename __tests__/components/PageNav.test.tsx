import { render, screen, within } from "@testing-library/react";
import PageNav from "../../src/components/PageNav/PageNav";

const labels = { label: "Pages of programs", previousLabel: "Previous", nextLabel: "Next" };

describe("PageNav", () => {
  it("renders nothing while the list fits one page", () => {
    const { container } = render(
      <PageNav {...labels} count={1} previous={null} next={null} links={[{ number: 1, path: "/a/", current: true }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("is a named nav with previous, next, the current page marked and not linked", () => {
    render(
      <PageNav
        {...labels}
        count={7}
        previous="/a/2/"
        next="/a/4/"
        links={[
          { number: 1, path: "/a/", current: false },
          { number: null, path: null, current: false },
          { number: 3, path: "/a/3/", current: true },
          { number: 7, path: "/a/7/", current: false },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Pages of programs" });
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/a/2/");
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/a/4/");
    expect(within(nav).getByRole("link", { name: "1" })).toHaveAttribute("href", "/a/");
    expect(within(nav).queryByRole("link", { name: "3" })).toBeNull();
    expect(within(nav).getByText("3")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("link")).toHaveLength(4);
  });

  it("leaves out Previous on the first page and Next on the last", () => {
    const { rerender } = render(<PageNav {...labels} count={2} previous={null} next="/a/2/" links={[]} />);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    rerender(<PageNav {...labels} count={2} previous="/a/" next={null} links={[]} />);
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "Previous" })).toBeInTheDocument();
  });
});
