import { countBySeverity, type Problem, type Severity } from '@engine/checks'
import { proxy } from 'valtio'
import { loadDismissed, saveDismissed } from './dismissedChecks'

/** Cross-validation of the examples, on demand (docs/configurator.md "Prüfen"). */
export type Validation =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; total: number }
  | { phase: 'failed'; message: string }

/** View state of a "Prüfen" list: which Hinweise are dismissed (kept in this browser), whether the panel is open, the validation. */
export interface ChecksView {
  open: boolean
  dismissed: string[]
  validation: Validation
}

export function createChecksView(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, scope: string) {
  const view = proxy<ChecksView>({
    open: false,
    dismissed: loadDismissed(storage, scope),
    validation: { phase: 'idle' },
  })
  return {
    view,
    dismiss(id: string) {
      if (view.dismissed.includes(id)) return
      view.dismissed.push(id)
      saveDismissed(storage, scope, view.dismissed)
    },
    restore() {
      view.dismissed = []
      saveDismissed(storage, scope, [])
    },
  }
}

export type ChecksControls = ReturnType<typeof createChecksView>

/** Only Hinweise can be dismissed: a Fehler or a Warnung stays until it is fixed. */
export const shownProblems = (problems: readonly Problem[], dismissed: readonly string[]): Problem[] => {
  if (dismissed.length === 0) return [...problems]
  const hidden = new Set(dismissed)
  return problems.filter((p) => p.severity !== 'hint' || !hidden.has(p.id))
}

const worse = (a: Severity, b: Severity) =>
  a === 'error' || b === 'error' ? 'error' : a === 'warning' || b === 'warning' ? 'warning' : 'hint'

export interface BlockMark {
  count: number
  worst: Severity
}

/** The marks on the canvas: per block (`survey_id` + id), how many problems and the worst one. */
export function marksOf(problems: readonly Problem[]): Map<string, BlockMark> {
  const marks = new Map<string, BlockMark>()
  for (const p of problems) {
    if (p.block === null) continue
    const key = markKey(p.survey_id, p.block)
    const mark = marks.get(key)
    marks.set(
      key,
      mark ? { count: mark.count + 1, worst: worse(mark.worst, p.severity) } : { count: 1, worst: p.severity },
    )
  }
  return marks
}

export const markKey = (surveyId: string, block: string) => `${surveyId}\u0000${block}`

export { countBySeverity }

const markCache = new WeakMap<readonly Problem[], { dismissed: readonly string[]; marks: Map<string, BlockMark> }>()

/** The marks of what the list shows, computed once per list and dismissed set (every node on the canvas asks). */
export function shownMarks(problems: readonly Problem[], dismissed: readonly string[]): Map<string, BlockMark> {
  const hit = markCache.get(problems)
  if (hit && hit.dismissed === dismissed) return hit.marks
  const marks = marksOf(shownProblems(problems, dismissed))
  markCache.set(problems, { dismissed, marks })
  return marks
}
