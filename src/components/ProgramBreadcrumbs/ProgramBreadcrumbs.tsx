import SmartLink from "../SmartLink/SmartLink";
import Container from "../Container/Container";
import * as styles from "./ProgramBreadcrumbs.module.scss";

// Where a program's page sits: Home › Academics › the program (the current page, not a link).
// The same trail is in the page's JSON-LD (BreadcrumbList, plugins/head/pageHead.ts).
type Crumb = { label: string; to: string };

export default function ProgramBreadcrumbs({ label, trail, current }: { label: string; trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <Container>
        <ol className={styles.trail}>
          {trail.map((crumb) => (
            <li key={crumb.to}>
              <SmartLink to={crumb.to} className={styles.link}>
                {crumb.label}
              </SmartLink>
            </li>
          ))}
          <li aria-current="page">{current}</li>
        </ol>
      </Container>
    </nav>
  );
}
