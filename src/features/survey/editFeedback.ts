import type { EngineError, Result } from '@engine/index'
import type { Observable } from 'rxjs'

export interface EditFeedback {
  /** Awaits an edit (or undo/redo) and reports its refusal; resolves with the edit's result. */
  shown(result: Promise<Result>): Promise<Result>
  dispose(): void
}

/**
 * How an editing session (configurator, multichat editor, training) tells the editor about
 * refused edits. A failed save reaches both the editor's errors$ (the rollback) and the edit's
 * promise: each failure is shown once. Refusals before anything changed (invalid input) are shown
 * too; "nothing to undo/redo" is not worth a message (the buttons are disabled then anyway).
 */
export function createEditFeedback(errors$: Observable<EngineError>, report: (text: string) => void, rolledBack: (msg: string) => string): EditFeedback {
  const reported = new WeakSet<Error>()
  const reportOnce = (error: Error, text: string) => {
    if (reported.has(error)) return
    reported.add(error)
    report(text)
  }
  const errors = errors$.subscribe((error) => reportOnce(error, rolledBack(error.message)))
  return {
    async shown(result) {
      const outcome = await result
      if (!outcome.ok && outcome.error.code !== 'nothing_to_undo' && outcome.error.code !== 'nothing_to_redo') {
        reportOnce(outcome.error, outcome.error.code === 'sync_failed' ? rolledBack(outcome.error.message) : outcome.error.message)
      }
      return outcome
    },
    dispose: () => errors.unsubscribe(),
  }
}
