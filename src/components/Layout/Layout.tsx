import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import NavBar from "../NavBar/NavBar";
import Footer from "../Footer/Footer";
import ActionBar from "../ActionBar/ActionBar";
import ErrorBoundary from "../ErrorBoundary/ErrorBoundary";
import ErrorScreen from "../ErrorScreen/ErrorScreen";
import { revealClass } from "../Reveal/Reveal";
import { CurrentPathContext } from "../SmartLink/SmartLink";
import { revealSections } from "../../lib/revealSections";
import * as styles from "./Layout.module.scss";

// The frame of every page (wrapped in by gatsby-browser/gatsby-ssr wrapPageElement): the fixed
// nav bar (with the skip link, inside the banner landmark), on phones the action bar fixed at the
// bottom of the screen once the hero's own actions have scrolled away (the page pads itself by
// its height), <main id="main">, footer. Each reads its part of content/site.json through its own
// fragment, spread in the one static query here. The page element sits inside an error boundary,
// so a page that throws in the browser shows the error screen with nav and footer still working.
// It starts the sections' fade-in.
// Nav bar, action bar, page and footer are each a Suspense boundary, though nothing suspends: React
// hydrates each boundary in a pass of its own, with its own commit (gatsby-browser.tsx's transition
// slices the rendering, not the commit that runs every effect), yielding to the browser in between,
// so no one task holds a phone's main thread for the whole page (Total Blocking Time). An event on
// a part not hydrated yet hydrates that part first and is then replayed.
export interface LayoutProps {
  location: { pathname: string };
  children: React.ReactNode;
}

/** The home page's hero runs under the transparent nav bar; every other page starts below it. */
export function isOverHero(pathname: string): boolean {
  return pathname === "/" || pathname === "";
}

export default function Layout({ location, children }: LayoutProps) {
  const data = useStaticQuery<Queries.LayoutQuery>(graphql`
    query Layout {
      content {
        site {
          ...NavBarSite
          ...FooterSite
          ...ActionBarSite
          errorScreen {
            title
            message
            homeLabel
          }
          behaviour {
            revealAtViewportFraction
          }
        }
        buildDate
      }
    }
  `);
  const site = data.content.site;
  const pathname = location.pathname;
  const overHero = isOverHero(pathname);
  // Once the page has hydrated: the fade-in of every section on it (one script for the page, so
  // the sections' blocks ship no JavaScript of their own).
  const { revealAtViewportFraction } = site.behaviour;
  React.useEffect(
    () => revealSections(document.getElementsByClassName(revealClass), revealAtViewportFraction),
    [pathname, revealAtViewportFraction],
  );

  return (
    <CurrentPathContext.Provider value={pathname}>
      <div className={styles.layout}>
        <React.Suspense>
          <NavBar site={site} currentPath={pathname} overHero={overHero} />
        </React.Suspense>
        {/* Before <main>: its few rules travel in the first round trip with the nav bar's (the
          bar is on the first screen), and keyboard users meet it right after the nav bar. */}
        <React.Suspense>
          <ActionBar site={site} pathname={pathname} />
        </React.Suspense>
        <main id="main" tabIndex={-1} className={overHero ? styles.mainOverHero : styles.main}>
          <ErrorBoundary key={pathname} fallback={<ErrorScreen {...site.errorScreen} />}>
            <React.Suspense>{children}</React.Suspense>
          </ErrorBoundary>
        </main>
        <React.Suspense>
          <Footer site={site} buildDate={data.content.buildDate} />
        </React.Suspense>
      </div>
    </CurrentPathContext.Provider>
  );
}
