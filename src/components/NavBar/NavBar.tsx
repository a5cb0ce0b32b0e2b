import { graphql } from "gatsby";
import Logo from "../Logo/Logo";
import SearchButton from "../SiteSearch/SearchButton";
import SmartLink from "../SmartLink/SmartLink";
import { pageHref } from "../../lib/links";
import { useScrolledPast } from "../../hooks/useScrolledPast";
import { useDisclosure } from "../../hooks/useDisclosure";
import { useSearchBox } from "../../hooks/useSearchBox";
import * as buttons from "../ActionLinks/ActionLinks.module.scss";
import * as styles from "./NavBar.module.scss";

// The bar's words and links, all from content/site.json (Layout's static query spreads this).
export const query = graphql`
  fragment NavBarSite on SiteJson {
    nameLines
    nav {
      label
      to
    }
    navAction {
      label
      href
    }
    quickActionLinks {
      label
      href
      kind
    }
    menuContact {
      label
      value
      href
    }
    ui {
      skipLink
      homeLinkLabel
      mainNavLabel
      menuOpen
      menuClose
      opensEmail
    }
    behaviour {
      navSolidAfterPx
    }
    search {
      page
      label
      dialogLabel
      close
      allPages
      ...SearchWords
    }
  }
`;

export interface NavBarProps {
  site: Queries.NavBarSiteFragment;
  currentPath: string; // location.pathname, drives highlight, aria-current and closing the menu
  /** True only where a hero photo sits under the bar ("/"): transparent until scrolled. */
  overHero?: boolean;
}

const MENU_ID = "site-menu"; // the menu panel, the toggle's aria-controls (one nav bar a page)
const SEARCH_ID = "site-search"; // the search box

/** "/academics/" and "/academics" are the same route (Gatsby may add the trailing slash). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.split(/[?#]/)[0].replace(/\/+$/, "") || "/";
  return norm(a) === norm(b);
}

// Fixed bar of a constant height ($nav-offset: one row, two from 1024 px): becoming solid only
// changes paint (background, blur, shadow, text colour), never layout. Layout gives <main> top
// padding of $nav-offset except on the home page, whose hero sits under the transparent bar.
//
// Order in the document = order on screen and in the tab sequence at every width:
// skip link, name, [Apply from 768 px, menu button: narrow screens], [wide screens: Visit and
// Request Information], panel (links, then the action set and the contact rows). Below 1024 px
// the open panel is a full-height sheet beside a backdrop (a press on it is "outside": the menu
// closes). On wide screens the bar has two rows beside the name: the other actions as light text
// links above, then the links and Apply as the bar's button; the action set and the contact rows
// belong to the narrow menu only. Below 768 px the bar's own Apply gives way to the action bar
// (ActionBar). Search is the first of the wide bar's upper row and the first line of the narrow
// menu (SearchButton: a link to the search page until React runs); the search box it opens is
// in the header too, so the menu under it stays open.
export default function NavBar({ site, currentPath, overHero = false }: NavBarProps) {
  const { ui, navAction: action, quickActionLinks: quickActions } = site;
  const scrolled = useScrolledPast(site.behaviour.navSolidAfterPx, overHero);
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure(currentPath);
  const searchHref = pageHref(site.search.page);
  const searchBox = useSearchBox(searchHref);
  const solid = !overHero || scrolled || open;
  const [nameLine, subLine] = site.nameLines;

  return (
    <header className={`${styles.bar} ${solid ? styles.solid : styles.transparent}`} data-solid={solid}>
      {/* First focusable element on every page, inside the banner landmark: past the navigation to
          <main id="main">. A plain in-page anchor, so it works before hydration. */}
      <a className={styles.skip} href="#main">
        {ui.skipLink}
      </a>
      <div className={`${styles.backdrop} ${open ? styles.backdropOpen : ""}`} aria-hidden="true" />
      <div className={styles.inner} ref={containerRef}>
        <a href="/" className={styles.brand} aria-label={ui.homeLinkLabel} aria-current={samePath(currentPath, "/") ? "page" : undefined}>
          <Logo className={styles.logo} size={40} />
          <span className={styles.lockup}>
            <span>{nameLine}</span>
            <span>{subLine}</span>
          </span>
        </a>
        <SmartLink to={action.href} className={styles.apply}>
          {action.label}
        </SmartLink>
        <button ref={buttonRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={MENU_ID} onClick={toggle}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span>{open ? ui.menuClose : ui.menuOpen}</span>
        </button>
        {/* Wide screens: the action set's other actions (Visit, Request Information) in a row
            above the links, beside Apply's button; the menu's action set is for narrow screens. */}
        <ul className={styles.utility}>
          <li>
            <SearchButton href={searchHref} label={site.search.label} expanded={searchBox.open} onOpen={searchBox.show} />
          </li>
          {quickActions
            .filter((quick) => quick.href !== action.href)
            .map((quick) => (
              <li key={quick.href}>
                <SmartLink to={quick.href}>
                  {quick.label}
                  {quick.kind === "email" ? <span className={buttons.hint}>{` (${ui.opensEmail})`}</span> : null}
                </SmartLink>
              </li>
            ))}
        </ul>
        <div id={MENU_ID} className={`${styles.menu} ${open ? styles.menuOpen : ""}`}>
          <SearchButton
            href={searchHref}
            label={site.search.label}
            expanded={searchBox.open}
            onOpen={searchBox.show}
            className={`${buttons.secondary} ${styles.quickAction} ${styles.menuSearch}`}
          />
          <nav aria-label={ui.mainNavLabel}>
            <ul>
              {site.nav.map((link) => {
                const to = link.to ?? "/";
                const current = samePath(currentPath, to);
                return (
                  <li key={to}>
                    <a
                      href={pageHref(to)}
                      className={`${styles.link} ${current ? styles.current : ""}`}
                      aria-current={current ? "page" : undefined}
                      onClick={close}
                    >
                      {link.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.menuActions}>
            <SmartLink to={action.href} className={styles.menuApply} onClick={close}>
              {action.label}
            </SmartLink>
            <ul className={styles.quick}>
              {quickActions.map((quick, index) => (
                <li key={quick.href} className={quick.href === action.href ? styles.alsoInBar : undefined}>
                  <SmartLink
                    to={quick.href}
                    className={`${index === 0 ? buttons.primary : buttons.secondary} ${styles.quickAction}`}
                    onClick={close}
                  >
                    {quick.label}
                    {quick.kind === "email" ? <span className={buttons.hint}>{` (${ui.opensEmail})`}</span> : null}
                  </SmartLink>
                </li>
              ))}
            </ul>
            <ul className={styles.contact}>
              {site.menuContact.map((line) => (
                <li key={line.href}>
                  <a href={line.href}>
                    <span>{line.label}</span> <span>{line.value}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {/* The search box's code loads the first time it opens, never with the page. */}
        {searchBox.SearchDialog ? (
          <searchBox.SearchDialog
            id={SEARCH_ID}
            words={site.search}
            open={searchBox.open}
            opener={searchBox.opener}
            onClose={searchBox.close}
          />
        ) : null}
      </div>
    </header>
  );
}
