import type { GatsbyBrowser } from "gatsby";
import Layout from "./src/components/Layout/Layout";
import "./src/styles/global.scss";

// Layout wraps every page once, here, so pages stay thin; Layout puts the page element inside
// an error boundary (see src/components/Layout). gatsby-ssr.tsx does the same for the HTML.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);
