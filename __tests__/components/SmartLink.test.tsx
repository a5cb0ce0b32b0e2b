import { render, screen } from "@testing-library/react";
import SmartLink, { isExternal, isInternal } from "../../src/components/SmartLink/SmartLink";

describe("SmartLink", () => {
  it("renders an internal path as a router link with that href", () => {
    render(<SmartLink to="/academics#pharmacy">Pharmacy</SmartLink>);
    expect(screen.getByRole("link", { name: "Pharmacy" })).toHaveAttribute("href", "/academics#pharmacy");
  });

  it("renders external links as <a> with rel noopener", () => {
    render(<SmartLink to="https://example.org/x">Out</SmartLink>);
    const link = screen.getByRole("link", { name: "Out" });
    expect(link).toHaveAttribute("href", "https://example.org/x");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders mailto: and tel: as plain <a> without rel", () => {
    render(
      <>
        <SmartLink to="mailto:info@bcu.example.edu">Mail</SmartLink>
        <SmartLink to="tel:+17275550142">Call</SmartLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Mail" })).toHaveAttribute("href", "mailto:info@bcu.example.edu");
    expect(screen.getByRole("link", { name: "Call" })).not.toHaveAttribute("rel");
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+17275550142");
  });

  it("renders plain text, not a link, when there is no destination", () => {
    render(<SmartLink to={null}>Libraries</SmartLink>);
    expect(screen.getByText("Libraries").tagName).toBe("SPAN");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("classifies destinations", () => {
    expect(isInternal("/about")).toBe(true);
    expect(isInternal("//cdn.example.org/a")).toBe(false);
    expect(isInternal("mailto:a@b.c")).toBe(false);
    expect(isExternal("https://x.org")).toBe(true);
    expect(isExternal("tel:+1")).toBe(false);
  });
});
