import { iconSvg } from "../../src/node/iconSvg";

// What the GraphQL field extension `@iconSvg(from: "icon")` gives a query: beside every `icon`
// name, `iconSvg` with the icon's build-time SVG markup. Page fixtures built from content/*.json
// go through this so they have the shape the page queries return.

type WithIconSvg<T> = T extends readonly (infer U)[]
  ? WithIconSvg<U>[]
  : T extends object
    ? { [K in keyof T]: WithIconSvg<T[K]> } & (T extends { icon: string } ? { iconSvg: string } : unknown)
    : T;

export function withIconSvg<T>(value: T): WithIconSvg<T> {
  if (Array.isArray(value)) return value.map((item) => withIconSvg(item)) as WithIconSvg<T>;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = withIconSvg(item);
    if (typeof out.icon === "string") out.iconSvg = iconSvg(out.icon);
    return out as WithIconSvg<T>;
  }
  return value as WithIconSvg<T>;
}

// Jest runs every file under __tests__; this one also checks the helper itself.
test("withIconSvg adds iconSvg beside every icon name, at any depth", () => {
  const out = withIconSvg({ a: [{ icon: "Smile", title: "x" }], b: { icon: "MapPin" }, c: "icon" });
  expect(out.a[0].iconSvg).toBe(iconSvg("Smile"));
  expect(out.b.iconSvg).toBe(iconSvg("MapPin"));
  expect(out.c).toBe("icon");
});
