import SmartLink from "../SmartLink/SmartLink";
import * as styles from "./PageNav.module.scss";

// The numbered pages of a long list (plugins/pages paging.ts): a named nav, Previous and Next
// where there is such a page, the first, the last and the current page's neighbours, the current
// page marked with aria-current (not a link: it is where the reader is). Nothing while the list
// fits one page.

export interface PageNavProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  count: number;
  previous: string | null;
  next: string | null;
  links: ReadonlyArray<{ number: number | null; path: string | null; current: boolean }>;
}

export default function PageNav({ label, previousLabel, nextLabel, count, previous, next, links }: PageNavProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {previous && (
          <li>
            <SmartLink to={previous} rel="prev" className={styles.step}>
              {previousLabel}
            </SmartLink>
          </li>
        )}
        {links.map((link, i) =>
          link.number === null || link.path === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.number}>
              {link.current ? (
                <span aria-current="page" className={styles.current}>
                  {link.number}
                </span>
              ) : (
                <SmartLink to={link.path} className={styles.page}>
                  {link.number}
                </SmartLink>
              )}
            </li>
          ),
        )}
        {next && (
          <li>
            <SmartLink to={next} rel="next" className={styles.step}>
              {nextLabel}
            </SmartLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
