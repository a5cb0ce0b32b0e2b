import type { GatsbySSR } from "gatsby";
import Layout from "./src/components/Layout/Layout";
import "./src/styles/global.scss";

// Same wrapper as gatsby-browser.tsx, so the static HTML and the hydrated page match.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout location={props.location}>{element}</Layout>;
