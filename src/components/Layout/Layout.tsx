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
// its height), <main id="main">, footer. The page
// element sits inside an error boundary, so a page that throws in the browser shows the error
// screen with nav and footer still working. It starts the sections' fade-in.
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
          name
          address {
            lines
          }
          phone {
            display
            href
          }
          email(key: "info") {
            address
            href
          }
          nav {
            label
            to
          }
          nameLines
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
          footer {
            tagline
            programsHeading
            shown {
              items {
                label: name
                to: path
              }
              more
            }
            allProgramsLabel
            allProgramsTo
            quickLinksHeading
            quickLinks {
              label
              to
            }
            resourcesHeading
            resources {
              label
              to
            }
            contactHeading
            legal {
              label
              to
            }
            copyright
          }
          ui {
            skipLink
            homeLinkLabel
            mainNavLabel
            footerNavLabel
            menuOpen
            menuClose
            phoneLabel
            emailLabel
            quickActionsLabel
            opensEmail
          }
          errorScreen {
            title
            message
            homeLabel
          }
          behaviour {
            navSolidAfterPx
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
  React.useEffect(() => revealSections(document.getElementsByClassName(revealClass)), [pathname]);

  return (
    <CurrentPathContext.Provider value={pathname}>
      <div className={styles.layout}>
        <NavBar
          homeLabel={site.ui.homeLinkLabel}
          nameLines={site.nameLines}
          links={site.nav.map((l) => ({ label: l.label, to: l.to ?? "/" }))}
          action={site.navAction}
          quickActions={site.quickActionLinks}
          contact={site.menuContact}
          currentPath={pathname}
          labels={{
            menuOpen: site.ui.menuOpen,
            menuClose: site.ui.menuClose,
            mainNav: site.ui.mainNavLabel,
            skipLink: site.ui.skipLink,
            opensEmail: site.ui.opensEmail,
          }}
          solidAfterPx={site.behaviour.navSolidAfterPx}
          overHero={overHero}
        />
        {/* Before <main>: its few rules travel in the first round trip with the nav bar's (the
          bar is on the first screen), and keyboard users meet it right after the nav bar. */}
        <ActionBar label={site.ui.quickActionsLabel} actions={site.quickActionLinks} opensEmail={site.ui.opensEmail} pathname={pathname} />
        <main id="main" tabIndex={-1} className={overHero ? styles.mainOverHero : styles.main}>
          <ErrorBoundary
            key={pathname}
            fallback={
              <ErrorScreen title={site.errorScreen.title} message={site.errorScreen.message} homeLabel={site.errorScreen.homeLabel} />
            }
          >
            {children}
          </ErrorBoundary>
        </main>
        <Footer
          siteName={site.name}
          homeLabel={site.ui.homeLinkLabel}
          navLabel={site.ui.footerNavLabel}
          tagline={site.footer.tagline}
          programsHeading={site.footer.programsHeading}
          programs={site.footer.shown.items}
          allPrograms={site.footer.shown.more ? { label: site.footer.allProgramsLabel, to: site.footer.allProgramsTo } : null}
          quickLinksHeading={site.footer.quickLinksHeading}
          quickLinks={site.footer.quickLinks}
          resourcesHeading={site.footer.resourcesHeading}
          resources={site.footer.resources}
          contactHeading={site.footer.contactHeading}
          address={site.address}
          phone={site.phone}
          phoneLabel={site.ui.phoneLabel}
          email={{ label: site.ui.emailLabel, ...site.email }}
          legal={site.footer.legal}
          copyright={site.footer.copyright}
          buildDate={data.content.buildDate}
        />
      </div>
    </CurrentPathContext.Provider>
  );
}
