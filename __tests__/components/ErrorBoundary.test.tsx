import { render, screen } from "@testing-library/react";
import ErrorBoundary from "../../src/components/ErrorBoundary/ErrorBoundary";
import ErrorScreen from "../../src/components/ErrorScreen/ErrorScreen";

function Boom(): never {
  throw new Error("kaboom");
}

describe("ErrorBoundary", () => {
  it("renders its children when nothing throws", () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("fine")).toBeInTheDocument();
    expect(screen.queryByText("fallback")).toBeNull();
  });

  it("replaces a throwing child with the error screen and reports the error", () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<ErrorScreen title="Unexpected Application Error" message="Oops" homeLabel="Go home" />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error");
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: "kaboom" }), expect.anything());
  });
});
