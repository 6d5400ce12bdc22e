/**
 * Long batches as generators: a function that may loop over thousands of changes is written once,
 * as a generator that yields after each unit of work, and answers its result as the generator's
 * return value. `drain` runs it in one piece (the editor, the test fake, a server transaction);
 * the server runs the same generator in slices and lets its event loop answer respondents between
 * them (server/workers/slices.ts, issue #27). A yield carries nothing and costs a resume.
 */
export type Steps<T> = Generator<void, T, void>

/** Runs `steps` to the end at once and answers its result. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}
