// react-dom's package exports "./server.node" (the Node build of "react-dom/server"); @types/react-dom
// types only "react-dom/server". Same API, so reuse its types. Used by plugins/content-schema/iconSvg.ts
// and the tests that render to HTML under jsdom, where "react-dom/server" is the browser build (it needs TextEncoder).
declare module "react-dom/server.node" {
  export { renderToStaticMarkup, renderToString } from "react-dom/server";
}
