import type { GatsbySSR } from "gatsby";
import type { ReactElement, ReactNode } from "react";
import { layerOrderCss } from "./layers";

const KEY = "styles-plugin-layer-order";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<style key={KEY} dangerouslySetInnerHTML={{ __html: layerOrderCss() }} />]);
};

const isOurs = (node: ReactNode): boolean => (node as ReactElement | null)?.key === KEY;

// The declaration must come before every stylesheet: Gatsby puts its inlined ones before the
// components of onRenderBody, so this plugin's own element moves to the front of the <head>.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  replaceHeadComponents([...head.filter(isOurs), ...head.filter((node) => !isOurs(node))]);
};
