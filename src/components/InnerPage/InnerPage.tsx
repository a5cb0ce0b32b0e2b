import type { ComponentType } from "react";
import PageHero, { type PageHeroProps } from "../PageHero/PageHero";
import { required } from "../../lib/required";

// The body of an inner page (/about, /academics, /admissions, /research, /student-experience):
// its hero, then its sections in order, each handed the whole page query so it reads its own
// fragment. The page query selects its content file under the alias `page` with
// `hero { ...PageHero }`; the layout options go to PageHero as they are.
/** What InnerPage reads of the page query itself: the hero of the content file aliased `page`. */
type InnerPageData = { readonly page: { readonly hero: Queries.PageHeroFragment } | null };

export interface InnerPageProps<Data extends InnerPageData> extends Omit<PageHeroProps, "hero"> {
  data: Data;
  /** The page's content file, named when the query returns no data for it. */
  file: string;
  sections: ReadonlyArray<ComponentType<{ data: Data }>>;
}

export default function InnerPage<Data extends InnerPageData>({ data, file, sections, ...heroLayout }: InnerPageProps<Data>) {
  return (
    <>
      <PageHero hero={required(data.page, file).hero} {...heroLayout} />
      {sections.map((Section, index) => (
        // The list is fixed per page, so its position is a stable key.
        <Section key={index} data={data} />
      ))}
    </>
  );
}
