/** A polled condition: see eventually.js. */
export function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  options?: { timeoutMs?: number; every?: number },
): Promise<NonNullable<T>>;
