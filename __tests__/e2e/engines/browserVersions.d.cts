// Types of the browser version check (browserVersions.cjs), for the TypeScript tests.
export interface SystemBrowser {
  name: string;
  package: string;
  minimum: string;
  binary: () => string;
  reads: "--version" | "dpkg";
}
export const BROWSERS: SystemBrowser[];
export function chromiumLaunchOptions(): { executablePath: string; headless: true; args: string[] };
export function versionNumbers(version: string): number[] | null;
export function compareVersions(a: string, b: string): number;
export function outdatedMessage(browser: SystemBrowser, version: string): string;
export function assertBrowserVersions(names?: string[]): void;
