// The part of selenium-webdriver's API the WebKit suite uses (the package ships no types, and
// @types/selenium-webdriver is not a dependency).
declare module "selenium-webdriver" {
  export interface WebDriver {
    get(url: string): Promise<void>;
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>;
    executeAsyncScript<T>(script: string, ...args: unknown[]): Promise<T>;
    manage(): {
      window(): { setRect(rect: { width?: number; height?: number; x?: number; y?: number }): Promise<unknown> };
      setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void>;
    };
    quit(): Promise<void>;
  }
  export class Builder {
    usingServer(url: string): this;
    withCapabilities(capabilities: object): this;
    build(): Promise<WebDriver>;
  }
}
