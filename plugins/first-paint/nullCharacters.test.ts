import { withoutNullCharacters } from "./nullCharacters";

describe("withoutNullCharacters", () => {
  test("removes the U+0000 React 18's stream writer leaves before a multi-byte character at a chunk's end", () => {
    expect(withoutNullCharacters('<p class="a">\0© 2025 BCU</p><span> \0\0· Pexels</span>')).toBe(
      '<p class="a">© 2025 BCU</p><span> · Pexels</span>',
    );
  });

  test("leaves a page without one exactly as it was", () => {
    const html = "<!DOCTYPE html><html><body><p>© 2025 · ok</p></body></html>";
    expect(withoutNullCharacters(html)).toBe(html);
  });
});
