import * as styles from "./SkipLink.module.scss";

// First focusable element on every page: jumps past the navigation to <main id="main">.
// A plain in-page anchor (not Gatsby Link) so it also works before hydration.
export interface SkipLinkProps {
  label: string;
}

export default function SkipLink({ label }: SkipLinkProps) {
  return (
    <a className={styles.skip} href="#main">
      {label}
    </a>
  );
}
