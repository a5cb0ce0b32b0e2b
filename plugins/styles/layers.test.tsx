/**
 * @jest-environment node
 */
import path from "path";
import autoprefixer from "autoprefixer";
import postcss from "postcss";
import type { ReactElement, ReactNode } from "react";
import { onPreRenderHTML, onRenderBody } from "./gatsby-ssr";
import { cascadeLayers, LAYER_ORDER, layerOf, layerOrderCss, postCssPlugins } from "./layers";

const project = path.resolve(__dirname, "..", "..");
const at = (rel: string) => path.join(project, rel);
const run = (css: string, rel: string) => postcss([cascadeLayers(project)]).process(css, { from: at(rel) }).css;

test("the order: the critical-CSS clip lowest, then global styles, then shared components (sections unlayered win)", () => {
  expect(LAYER_ORDER).toEqual(["later-content", "base", "components"]);
  expect(layerOrderCss()).toBe("@layer later-content,base,components;");
});

test("files are put in their layer by path: global styles, shared components; a page's sections stay unlayered", () => {
  expect(layerOf(at("src/styles/global.scss"), project)).toBe("base");
  expect(layerOf(at("src/components/Card/Card.module.scss"), project)).toBe("components");
  expect(layerOf(at("src/blocks/Hero/Hero.module.scss"), project)).toBeNull();
  expect(layerOf(at("src/styles/_fonts.scss"), project)).toBeNull();
});

test("a component's whole stylesheet goes into its layer, at-rules and all; a section's is left as it is", () => {
  const css = ".a{color:red}@media (min-width:1px){.b{color:blue}}@keyframes k{to{opacity:1}}";
  expect(run(css, "src/components/Card/Card.module.scss")).toBe(`@layer components{${css}}`);
  expect(run(css, "src/styles/global.scss")).toBe(`@layer base{${css}}`);
  expect(run(css, "src/blocks/Hero/Hero.module.scss")).toBe(css);
  expect(run("", "src/components/Empty/Empty.module.scss")).toBe("");
});

test("Gatsby's loader adding autoprefixer and flexbugs-fixes for every file leaves one of each", () => {
  const plugins = postCssPlugins(project);
  // Gatsby passes postcss-flexbugs-fixes as its creator, uninvoked.
  const flexbugs = Object.assign(() => ({ postcssPlugin: "postcss-flexbugs-fixes" }), { postcss: true as const });
  for (let file = 0; file < 5; file += 1) {
    plugins.unshift(autoprefixer());
    plugins.unshift(flexbugs);
  }
  expect(plugins.map((p) => (p as { postcssPlugin?: string }).postcssPlugin ?? "creator")).toEqual([
    "creator",
    "autoprefixer",
    "bcu-cascade-layers",
  ]);
});

test("every page declares the order first in its <head>, before any stylesheet", () => {
  let head: ReactNode[] = [];
  onRenderBody!({ setHeadComponents: (components: ReactNode[]) => (head = [...head, ...components]) } as never, { plugins: [] });
  head = [<meta key="m" name="generator" />, <style key="gatsby" data-href="/app.css" />, ...head];
  onPreRenderHTML!({ getHeadComponents: () => head, replaceHeadComponents: (components: ReactNode[]) => (head = components) } as never, {
    plugins: [],
  });
  const first = head[0] as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>;
  expect(first.type).toBe("style");
  expect(first.props.dangerouslySetInnerHTML.__html).toBe(layerOrderCss());
  expect(head).toHaveLength(3);
});
