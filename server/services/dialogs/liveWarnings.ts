import type { LiveWarning } from '@engine/api/editing'
import { toEditorSnapshot } from '@engine/api/surveys'
import { checkDialog, describeProblem, namesOf } from '@engine/checks'
import { toEditorState } from '@engine/model'
import type { Db } from '../../db/database'
import { countTrainingExamples } from '../../repositories/surveyStructure'
import { loadDialog } from './loadDialog'

/**
 * The Fehler of a dialog's checks (docs/engine.md "Checks"), for the answer of switching it live:
 * the switch warns and never blocks (issue #32). The same checks the configurator's "Prüfen" list
 * runs, on the saved dialog with its stored examples; linear in the dialog's size (a 5,000-block
 * dialog takes milliseconds), so they run on the event loop.
 */
export async function liveWarnings(db: Db, surveyId: string): Promise<LiveWarning[]> {
  const doc = toEditorState(toEditorSnapshot(await loadDialog(db, surveyId)))
  const problems = checkDialog(doc, { examples: await countTrainingExamples(db, surveyId) })
  const names = namesOf(doc)
  return problems
    .filter((p) => p.severity === 'error')
    .map((p) => ({
      id: p.id,
      kind: p.kind,
      severity: p.severity,
      unique_question_id: p.block,
      text: describeProblem(p, names),
    }))
}
