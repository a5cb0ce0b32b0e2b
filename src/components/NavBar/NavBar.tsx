import { Link } from "gatsby";
import Logo from "../Logo/Logo";
import { useScrolledPast, NAV_SOLID_AFTER_PX } from "../../hooks/useScrolledPast";
import { useDisclosure } from "../../hooks/useDisclosure";
import * as styles from "./NavBar.module.scss";

export interface NavLink {
  label: string;
  to: string;
}
export interface NavBarProps {
  homeLabel: string; // accessible name of the logo link
  siteName: string;
  shortName: string;
  links: readonly NavLink[];
  currentPath: string; // location.pathname, drives highlight, aria-current and closing the menu
  labels: { menuOpen: string; menuClose: string; mainNav: string };
  solidAfterPx: number; // 50 from content/site.json behaviour
  /** True only where a hero photo sits under the bar ("/"): transparent until scrolled. */
  overHero?: boolean;
  /** id of the link list (aria-controls target); override only if two bars share a page. */
  menuId?: string;
}

/** "/academics/" and "/academics" are the same route (Gatsby may add the trailing slash). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.split(/[?#]/)[0].replace(/\/+$/, "") || "/");
  return norm(a) === norm(b);
}

// Fixed bar, always exactly $nav-height tall: becoming solid only changes paint (background,
// blur, shadow, text colour), never layout. Layout gives <main> top padding of $nav-height except
// on the home page, whose hero sits under the transparent bar.
export default function NavBar({
  homeLabel,
  shortName,
  links,
  currentPath,
  labels,
  solidAfterPx = NAV_SOLID_AFTER_PX,
  overHero = false,
  menuId = "site-menu",
}: NavBarProps) {
  const scrolled = useScrolledPast(solidAfterPx, overHero);
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLElement, HTMLButtonElement>({
    closeOnChangeOf: currentPath,
  });
  const solid = !overHero || scrolled || open;

  return (
    <header className={`${styles.bar} ${solid ? styles.solid : styles.transparent}`} data-solid={solid}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-current={samePath(currentPath, "/") ? "page" : undefined}>
          <Logo className={styles.logo} size={40} />
          <span>{shortName}</span>
          <span className={styles.visuallyHidden}>{homeLabel}</span>
        </Link>
        <nav aria-label={labels.mainNav} ref={containerRef} className={styles.nav}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
          >
            <svg className={styles.toggleIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
            <span>{open ? labels.menuClose : labels.menuOpen}</span>
          </button>
          <ul id={menuId} className={`${styles.menu} ${open ? styles.menuOpen : ""}`}>
            {links.map((link) => {
              const current = samePath(currentPath, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`${styles.link} ${current ? styles.current : ""}`}
                    aria-current={current ? "page" : undefined}
                    onClick={close}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
