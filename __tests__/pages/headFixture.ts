import site from "../../content/site.json";
import { documentHead } from "../../src/lib/seo/documentHead";
import { organizationJsonLd } from "../../src/lib/seo/jsonLd";
import { withTokensFilled } from "./tokensFixture";

// What `seo { head(path: $path) { ...DocumentHead } }` returns for a page: the head the build
// resolves (PageSeo.head, tested in __tests__/node/schema.test.ts) from the page's seo record.
export function headFixture(seo: { title: string; description: string }, path: string): Queries.DocumentHeadFragment {
  const { title, description } = withTokensFilled(seo);
  return documentHead({ site, title, description, path, image: null, organization: organizationJsonLd(site) });
}

test("headFixture resolves the page's title and fills its description", () => {
  const head = headFixture({ title: "About BCU", description: "{programCount} programs" }, "/about/");
  expect(head.title).toBe("About BCU | BCU");
  expect(head.meta.find((m) => m.name === "description")?.content).toMatch(/^\d+ programs$/);
});
