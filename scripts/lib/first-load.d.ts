export declare const ROUTES: readonly string[];
export declare const NOT_FOUND_ROUTE: string;
export declare function gzipSize(buffer: Buffer): number;
export declare function htmlFile(publicDir: string, route: string): string;
export declare function pageDataFile(publicDir: string, route: string): string;
export declare function firstLoadScripts(publicDir: string, route: string): string[];
export interface ScriptWeight {
  name: string;
  gzip: number;
}
export interface RouteWeight {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  scripts: ScriptWeight[];
  cssGzip: number;
  inlineCssBytes: number;
}
export declare function routeWeight(publicDir: string, route: string): RouteWeight;
