import { act, render, screen, fireEvent } from "@testing-library/react";
import { useDisclosure } from "../../src/hooks/useDisclosure";

// A minimal harness: the hook drives a button and a panel inside a container.
function Harness({ routeKey }: { routeKey: string }) {
  const { open, toggle, containerRef, buttonRef } = useDisclosure(routeKey);
  return (
    <div>
      <div ref={containerRef}>
        <button ref={buttonRef} type="button" aria-expanded={open} aria-controls="panel" onClick={toggle}>
          toggle
        </button>
        <ul id="panel" hidden={!open}>
          <li>
            <a href="#x">inside link</a>
          </li>
        </ul>
      </div>
      <button type="button">outside</button>
    </div>
  );
}

const toggleButton = () => screen.getByRole("button", { name: "toggle" });

describe("useDisclosure (mobile menu)", () => {
  it("ignores other keys", () => {
    render(<Harness routeKey="/" />);
    fireEvent.click(toggleButton());
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(toggleButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on a press outside, not inside", () => {
    render(<Harness routeKey="/" />);
    fireEvent.click(toggleButton());
    fireEvent.mouseDown(screen.getByText("inside link"));
    expect(toggleButton()).toHaveAttribute("aria-expanded", "true");
    fireEvent.mouseDown(screen.getByRole("button", { name: "outside" }));
    expect(toggleButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when keyboard focus moves outside", () => {
    render(<Harness routeKey="/" />);
    fireEvent.click(toggleButton());
    act(() => screen.getByText("inside link").focus());
    expect(toggleButton()).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("button", { name: "outside" }).focus());
    expect(toggleButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("has no document listeners while closed", () => {
    const add = jest.spyOn(document, "addEventListener");
    render(<Harness routeKey="/" />);
    expect(add.mock.calls.some(([type]) => type === "keydown" || type === "mousedown")).toBe(false);
    add.mockRestore();
  });
});
