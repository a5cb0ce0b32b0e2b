import type { GatsbySSR } from "gatsby";
import type { ReactElement, ReactNode } from "react";

// Gatsby puts <meta name="generator" content="Gatsby x.y.z"> in every page's head: it tells a
// visitor nothing and costs every page's first round trip (the home page's HTML sits at the 14 KB
// budget), so it goes.
const isGenerator = (node: ReactNode) => (node as ReactElement<{ name?: string }> | null)?.props?.name === "generator";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((node) => !isGenerator(node)));
};
