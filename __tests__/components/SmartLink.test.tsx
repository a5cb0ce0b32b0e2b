import { render, screen } from "@testing-library/react";
import SmartLink, { CurrentPathContext, isExternal } from "../../src/components/SmartLink/SmartLink";

describe("SmartLink", () => {
  it("renders an internal path as a plain <a> (a document load, not Gatsby's router link)", () => {
    render(<SmartLink to="/academics#pharmacy">Pharmacy</SmartLink>);
    const link = screen.getByRole("link", { name: "Pharmacy" });
    expect(link).toHaveAttribute("href", "/academics/#pharmacy"); // no redirect on the way
    expect(link).not.toHaveAttribute("rel");
    expect(jest.requireMock("gatsby").Link).not.toHaveBeenCalled();
  });

  it("marks the link to the page it is on with aria-current, not a link to a part of it", () => {
    render(
      <CurrentPathContext.Provider value="/admissions/">
        <SmartLink to="/admissions">Admissions</SmartLink>
        <SmartLink to="/admissions#apply">Apply</SmartLink>
        <SmartLink to="/about">About</SmartLink>
      </CurrentPathContext.Provider>,
    );
    expect(screen.getByRole("link", { name: "Admissions" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Apply" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
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
    expect(isExternal("https://x.org")).toBe(true);
    expect(isExternal("tel:+1")).toBe(false);
  });
});
