// Always stops what global-setup.mjs started, even after failures (jest runs this regardless):
// each host by its process group, so a host that died mid-run leaves no orphan (wrangler's
// workerd) behind; never by name (other checkouts run their own hosts on other ports).
export default async function globalTeardown() {
  const started = globalThis.__E2E__;
  if (!started) return;
  started.watch.stop();
  await Promise.allSettled(started.started.map((s) => s.close()));
  started.watch.remove();
  globalThis.__E2E__ = undefined;
}
