import { z } from 'zod'
import { CONFIG_KEYS, type Config, FIXED_MESSAGE_KEYS } from '../changes/Change'
import { endBlocksOf } from '../changes/endBlocks'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import { Survey } from '../model/survey'
import { defineCommand } from './defineCommand'
import { fieldLabel } from './labels'

export const updateConfig = defineCommand(
  'updateConfig',
  z.object({ key: z.enum(CONFIG_KEYS), value: z.unknown() }),
  (state, { key, value }) => {
    const parsed = Survey.shape[key].safeParse(value)
    if (!parsed.success) throw new EngineError('invalid_input', `Ungültiger Wert für ${fieldLabel(key)}.`)
    const change = { kind: 'config', key, before: state.survey[key], after: parsed.data } as Config
    return { change, title: 'Einstellung geändert', subtitle: fieldLabel(key) }
  },
)

/** Welcome and ending fixed messages (docs/product/entities.md). */
export const updateFixMessage = defineCommand(
  'updateFixMessage',
  z.object({ key: z.enum(FIXED_MESSAGE_KEYS), value: z.string().max(20_000) }),
  (state, { key, value }) => ({
    change: { kind: 'fixedMessage', key, before: state.survey[key], after: value },
    title: 'Feste Nachricht geändert',
    subtitle: fieldLabel(key),
  }),
)

/** `survey_list_isEnd`: the set of blocks after which the dialog ends, as one edit. */
export const setEndBlocks = defineCommand(
  'setEndBlocks',
  z.object({ unique_question_ids: z.array(QuestionId) }),
  (state, { unique_question_ids }) => {
    const missing = unique_question_ids.find((id) => !state.blocks.has(id))
    if (missing) throw new EngineError('block_not_found', `Block ${missing} existiert nicht.`)
    const requested = new Set(unique_question_ids)
    return {
      change: {
        kind: 'endBlocks',
        before: endBlocksOf(state),
        after: state.blocks.ids.filter((id) => requested.has(id)),
      },
      title: 'Endblöcke geändert',
      subtitle: `${requested.size} Endblöcke`,
    }
  },
)
