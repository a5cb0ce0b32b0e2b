import type { ComponentType } from "react";
import PageHero, { type PageHeroLayout } from "../PageHero/PageHero";

// The body of an inner page (/about, /academics, /admissions, /research, /student-experience):
// its hero, then its sections in order, each handed the page query's `content` so it reads its
// own fragment (each section's fragment is on Content, so its data is non-null).
export interface InnerPageProps<Content> {
  content: Content;
  hero: Queries.PageHeroFragment;
  /** The hero's tone and side. */
  heroLayout: PageHeroLayout;
  sections: ReadonlyArray<ComponentType<{ content: Content }>>;
}

export default function InnerPage<Content>({ content, hero, heroLayout, sections }: InnerPageProps<Content>) {
  return (
    <>
      <PageHero hero={hero} {...heroLayout} />
      {sections.map((Section, index) => (
        // The list is fixed per page, so its position is a stable key.
        <Section key={index} content={content} />
      ))}
    </>
  );
}
