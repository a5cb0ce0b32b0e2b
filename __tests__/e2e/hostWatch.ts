// When a host the tests need (nginx, the photo proxy, Chromium) has died during the run,
// every later test fails at once with its exit and last log, as global-setup.mjs recorded them
// (hostWatchSetup.ts), instead of each waiting for a page that will never answer; a page load in
// flight when it died fails at once too (openRoute races it against whenHostDown).
import fs from "fs";
import path from "path";

/** "<host> exited (<code or signal>) at <time>: <last 8 KB of its log>" for each host that is down. */
export function hostsDown(): string[] {
  const dir = process.env.E2E_HOST_STATUS_DIR;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".down"))
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"));
}

/** Throws, naming every host that is down. */
export function failIfHostDown(): void {
  const down = hostsDown();
  if (down.length > 0) throw new Error(`a host the tests need is down:\n${down.join("\n")}`);
}

/**
 * Rejects as soon as a host is reported down (a watch on the status folder, no polling), for a
 * test to race its page loads against; `stop()` ends the watch.
 */
export function whenHostDown(): { down: Promise<never>; stop: () => void } {
  const dir = process.env.E2E_HOST_STATUS_DIR;
  let watcher: fs.FSWatcher | undefined;
  const down = new Promise<never>((_, reject) => {
    if (!dir || !fs.existsSync(dir)) return;
    const check = () => {
      const hosts = hostsDown();
      if (hosts.length > 0) reject(new Error(`a host the tests need went down:\n${hosts.join("\n")}`));
    };
    watcher = fs.watch(dir, check);
    check();
  });
  down.catch(() => undefined); // a race that already ended needs no handler
  return { down, stop: () => watcher?.close() };
}
