// Types of the host starters (hosts.cjs), for the TypeScript test that starts one itself.

/** A running host: where it answers, its recent output, and how to stop it. */
export interface StartedHost {
  origin: string;
  log?: () => string;
  close: () => Promise<void>;
}

/** Called once if the host exits before it is stopped: its name, how it exited, its last output. */
export type OnDown = (name: string, why: string, log: () => string) => void;

export function freePort(): Promise<number>;
export function freePorts(count: number): Promise<number[]>;
export function startWrangler(options: { root: string; onDown?: OnDown }): Promise<StartedHost & { log: () => string }>;
export function startNginx(options: { root: string; onDown?: OnDown }): Promise<StartedHost>;
