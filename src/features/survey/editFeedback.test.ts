import { EngineError, type Result } from '@engine/index'
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createEditFeedback } from './editFeedback'

const rolledBack = (msg: string) => `Nicht gespeichert: ${msg}`

describe('createEditFeedback', () => {
  it('shows a refused save as rolled back, once, even when the edit and errors$ both report it', async () => {
    const errors$ = new Subject<EngineError>()
    const reports: string[] = []
    const feedback = createEditFeedback(errors$, (text) => reports.push(text), rolledBack)
    const error = new EngineError('sync_failed', 'Speicher voll')
    errors$.next(error)
    await feedback.shown(Promise.resolve<Result>({ ok: false, error }))
    expect(reports).toEqual(['Nicht gespeichert: Speicher voll'])
  })

  it('shows a skipped undo as the notice it is (a notice, not an error), not as a rolled-back save', async () => {
    const errors$ = new Subject<EngineError>()
    const reports: string[] = []
    const kinds: string[] = []
    const feedback = createEditFeedback(
      errors$,
      (text, kind) => {
        reports.push(text)
        kinds.push(kind)
      },
      rolledBack,
    )
    const notice =
      'Rückgängig übersprungen: „Block geändert“ (Frage 3: Text) wurde inzwischen von jemand anderem gelöscht.'
    const skipped = new EngineError('undo_skipped', notice)
    errors$.next(skipped)
    await feedback.shown(Promise.resolve<Result>({ ok: false, error: skipped }))
    errors$.next(new EngineError('redo_skipped', 'Wiederholen übersprungen: …'))
    expect(reports).toEqual([notice, 'Wiederholen übersprungen: …'])
    expect(kinds).toEqual(['notice', 'notice'])
    errors$.next(new EngineError('sync_failed', 'Speicher voll'))
    expect(kinds).toEqual(['notice', 'notice', 'error'])
  })
})
