import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/components/Layout/Layout";
import "./src/styles/global.scss";

// Layout wraps every page once, here, so pages stay thin; Layout puts the page element inside
// an error boundary (see src/components/Layout). gatsby-ssr.tsx does the same for the HTML.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);

// Added by the interactions helper (only this export): route changes jump instantly to the top
// (PUSH) or to the saved offset (Back/Forward) instead of gliding there under the global smooth
// scroll-behavior. See src/lib/scrollStore.ts.
export { shouldUpdateScroll } from "./src/lib/scrollStore";
