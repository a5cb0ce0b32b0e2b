import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import Layout from "./src/components/Layout/Layout";
import "./src/styles/global.scss";

// Layout wraps every page once, here, so pages stay thin; Layout puts the page element inside
// an error boundary (see src/components/Layout). gatsby-ssr.tsx does the same for the HTML.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);

// Added by the interactions helper (only this export): route changes jump instantly to the top
// (PUSH) or to the saved offset (Back/Forward) instead of gliding there under the global smooth
// scroll-behavior. See src/lib/routeScroll.ts.
export { shouldUpdateScroll } from "./src/lib/routeScroll";

// Hydration as a transition: React then hydrates in slices of a few milliseconds and yields to
// the browser in between (input, paint), instead of one long task that blocks the main thread
// for the whole page (Lighthouse's Total Blocking Time on a throttled phone). The HTML is
// already on screen, so nothing waits for it. Every built page is server-rendered, so there is
// always markup to hydrate. `gatsby develop` serves an empty shell instead (no server
// rendering): hydrating it would fail ("Hydration failed...") on every page, so develop renders
// into it as Gatsby itself does, and returns the unmount that Gatsby's develop loading indicator
// calls. NODE_ENV is a build-time constant, so production ships only the hydrate branch. (Not typed as GatsbyBrowser["replaceHydrateFunction"]: Gatsby's types still
// describe React 17's render(); Gatsby only calls the function and ignores its result.)
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  if (process.env.NODE_ENV !== "production") {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
  return undefined;
};
