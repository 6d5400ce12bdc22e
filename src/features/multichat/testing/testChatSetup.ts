import { MultichatWorldSchema } from '@engine/api/multichatWorld'
import { triggerArrow } from '@engine/editor'
import type { Trigger } from '@engine/index'
import type { TestRunOptions } from './testChatTypes'
import type { TestRun } from '../multichatUi'

/** waitAPI triggers the test chat may release by hand, on the question that waits (docs/product/validation.md). */
export function signalTriggersOf(triggers: readonly Trigger[], nameOf: (surveyId: string) => string) {
  return triggers.flatMap((t) => {
    const arrow = triggerArrow(t)
    return arrow?.kind === 'waitAPI'
      ? [
          {
            id: t.id,
            survey_id: t.survey_id,
            unique_question_id: t.unique_question_id,
            label: nameOf(arrow.from.survey_id),
          },
        ]
      : []
  })
}

/**
 * Where the test chat starts: at the simulated point when simulate_path returned a world to
 * continue from (with its transcripts), else null (the drawer then shows the way read-only).
 */
export function testRunOptions(run: TestRun): TestRunOptions | null {
  const world = MultichatWorldSchema.safeParse(run.world)
  return world.success ? { world: world.data, histories: run.histories } : null
}
