/** setTimeout and clearTimeout as a value, so a test can pass its own clock (no fake timers). */
export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
}

/** The browser's timers: the one definition every module falls back on. */
export const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
}
