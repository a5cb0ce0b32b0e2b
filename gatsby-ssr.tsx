import type { GatsbySSR } from "gatsby";
import Layout from "./src/components/Layout/Layout";
import { appStylesFirst } from "./src/node/cssOrder";
import { withFontPreload } from "./src/node/fontPreload";
import "./src/styles/global.scss";

// Same wrapper as gatsby-browser.tsx, so the static HTML and the hydrated page match.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout location={props.location}>{element}</Layout>;

// Global and layout styles before the page's own (see src/node/cssOrder.ts), and the heading
// font preloaded ahead of them (src/node/fontPreload.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withFontPreload(appStylesFirst(getHeadComponents())));
};
