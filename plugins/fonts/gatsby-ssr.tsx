import type { GatsbySSR } from "gatsby";
import type { ReactElement, ReactNode } from "react";
import { fontFaceCss, preloadedFontUrls } from "./fontFaces";

// Every page names the web fonts itself: their preloads and the @font-face rules,
// from this plugin's own list of files (no need to read them back out of the built CSS).

const KEY = "fonts-plugin";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    ...preloadedFontUrls().map((href) => (
      <link key={`${KEY}-preload-${href}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key={`${KEY}-faces`} dangerouslySetInnerHTML={{ __html: fontFaceCss() }} />,
  ]);
};

const isOurs = (node: ReactNode): boolean => String((node as ReactElement | null)?.key ?? "").startsWith(KEY);

// The preload as early as the parser can see it: Gatsby puts its inlined stylesheets before the
// components of onRenderBody, so the plugin's own elements move up, right after the <meta> tags.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const ours = head.filter(isOurs);
  const rest = head.filter((node) => !isOurs(node));
  const afterMeta = rest.findIndex((node) => (node as ReactElement | null)?.type !== "meta");
  const at = afterMeta === -1 ? rest.length : afterMeta;
  replaceHeadComponents([...rest.slice(0, at), ...ours, ...rest.slice(at)]);
};
