// A polled condition for Node-side waits (a server answering, a file rewritten, a line printed
// where no event says so): resolves with probe()'s first truthy value, the moment it comes;
// asks again at most every `every` ms (a busy machine is not kept busier); rejects naming `what`
// and the last answer once `timeoutMs` have passed without one. It never waits a fixed time:
// the give-up bound only turns a condition that never comes into a clear failure.
// CommonJS, so that the host starters (hosts.cjs, which global-setup.mjs loads natively) and the
// TypeScript tests share it.

/**
 * @template T
 * @param {string} what
 * @param {() => T | Promise<T>} probe
 * @param {{ timeoutMs?: number, every?: number }} [options]
 * @returns {Promise<NonNullable<T>>}
 */
async function eventually(what, probe, { timeoutMs = 30000, every = 50 } = {}) {
  const started = Date.now();
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs) {
      const detail = last instanceof Error ? `: ${last.message}` : last === undefined ? "" : ` (last answer: ${String(last)})`;
      throw new Error(`gave up after ${timeoutMs / 1000} s waiting for ${what}${detail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

module.exports = { eventually };
