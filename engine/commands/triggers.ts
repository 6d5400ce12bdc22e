import { z } from 'zod'
import { anchorAt } from '../changes/anchor'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import { SurveyId } from '../model/survey'
import { Trigger, TriggerAction, type TriggerKind } from '../model/trigger'
import { defineCommand } from './defineCommand'

const Endpoint = z.object({ survey_id: SurveyId, unique_question_id: QuestionId })

/** docs/product/validation.md: startDialog -> waitFor, moveDialog -> moveTo. */
const kindOf: Record<TriggerAction, TriggerKind> = {
  startDialog: 'waitFor',
  moveDialog: 'moveTo',
  waitAPI: 'waitAPI',
  waitFor: 'waitFor',
}

export const createTrigger = defineCommand(
  'createTrigger',
  z.object({
    dialog_manager_id: z.number().int(),
    action: TriggerAction,
    source: Endpoint,
    target: Endpoint,
    /** waitAPI only: a timer releases the wait after this many seconds (docs/multichat.md). */
    release_after_seconds: z.number().int().min(1).max(86_400).nullable().optional(),
  }),
  (state, { dialog_manager_id, action, source, target, release_after_seconds }, ctx) => {
    const kind = kindOf[action]
    // A trigger connects two dialogs of a multichat; within one dialog that is a jump.
    if (source.survey_id === target.survey_id)
      throw new EngineError('invalid_input', 'Ein Trigger verbindet zwei verschiedene Dialoge.')
    // docs/product/validation.md: a waitAPI trigger refers to the target node, the others to the source node.
    const [node, other] = kind === 'waitAPI' ? [target, source] : [source, target]
    const trigger = Trigger.parse({
      id: ctx.newId(),
      dialog_manager_id,
      survey_id: node.survey_id,
      unique_question_id: node.unique_question_id,
      trigger: `${kind};${other.survey_id};${other.unique_question_id}`,
      init_survey: action === 'startDialog',
      // Only a waitAPI trigger waits for a signal that a timer could send (the server agrees).
      ...(kind === 'waitAPI' && release_after_seconds ? { release_after_seconds } : {}),
    })
    const ids = state.triggers.map((t) => t.id)
    return {
      change: {
        kind: 'trigger',
        id: trigger.id,
        before: null,
        after: trigger,
        at: anchorAt([...ids, trigger.id], ids.length),
      },
      title: 'Trigger erstellt',
      subtitle: trigger.trigger,
    }
  },
)

export const deleteTrigger = defineCommand('deleteTrigger', z.object({ id: z.string().min(1) }), (state, { id }) => {
  const ids = state.triggers.map((t) => t.id)
  const trigger = state.triggers[ids.indexOf(id)]
  if (!trigger) throw new EngineError('trigger_not_found', 'Trigger existiert nicht.')
  return {
    change: { kind: 'trigger', id, before: trigger, after: null, at: anchorAt(ids, ids.indexOf(id)) },
    title: 'Trigger gelöscht',
    subtitle: trigger.trigger,
  }
})
