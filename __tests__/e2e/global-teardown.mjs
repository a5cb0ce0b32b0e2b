// Always stops what global-setup.mjs started, even after failures (jest runs this regardless).
export default async function globalTeardown() {
  const started = globalThis.__E2E__;
  if (!started) return;
  await Promise.allSettled(started.started.map((s) => s.close()));
  globalThis.__E2E__ = undefined;
}
