// Types of blocksLoader.cjs (a webpack loader, so plain CommonJS).
declare function blocksLoader(this: unknown, source: string): string;
declare namespace blocksLoader {
  function blockFileName(type: string): string;
  function narrowTemplate(source: string, resourceQuery: string, addDependency: (file: string) => void): string;
  function registryFor(resourceQuery: string, serverHtmlFor?: (type: string) => boolean): string | null;
  function isInteractive(file: string): boolean;
  function stylesOnly(source: string): string;
}
export = blocksLoader;
