import { z } from 'zod'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import { Survey } from '../model/survey'
import { defineCommand } from './defineCommand'
import { fieldLabel } from './labels'

/** Settings an editor may change with `config`; ids and fixed messages are excluded. */
const ConfigKey = z.enum([
  'survey_name',
  'language',
  'color',
  'avatar_name',
  'background_link',
  'speed',
  'feedback_allowed',
  'training_mode',
  'messenger_ui',
  'audio_messages',
  'video_messages',
  'notification_sound',
  'active',
])

export const updateConfig = defineCommand(
  'updateConfig',
  z.object({ key: ConfigKey, value: z.unknown() }),
  (state, { key, value }, ctx) => {
    const parsed = Survey.shape[key].safeParse(value)
    if (!parsed.success) throw new EngineError('invalid_input', `Ungültiger Wert für ${fieldLabel(key)}.`)
    return {
      type: 'settings',
      change: 'config',
      unique_question_id: null,
      key,
      old_value: state.survey[key],
      new_value: parsed.data,
      time: ctx.now(),
      title: 'Einstellung geändert',
      subtitle: fieldLabel(key),
    }
  },
)

/** Welcome and ending fixed messages (docs/product/entities.md). */
export const updateFixMessage = defineCommand(
  'updateFixMessage',
  z.object({ key: z.enum(['welcome_message', 'ending_message']), value: z.string().max(20_000) }),
  (state, { key, value }, ctx) => ({
    type: 'settings',
    change: 'fixmessages',
    unique_question_id: null,
    key,
    old_value: state.survey[key],
    new_value: value,
    time: ctx.now(),
    title: 'Feste Nachricht geändert',
    subtitle: fieldLabel(key),
  }),
)

/** `survey_list_isEnd`: the set of blocks after which the dialog ends, as one edit. */
export const setEndBlocks = defineCommand(
  'setEndBlocks',
  z.object({ unique_question_ids: z.array(QuestionId) }),
  (state, { unique_question_ids }, ctx) => {
    const missing = unique_question_ids.find((id) => !state.blocks.has(id))
    if (missing) throw new EngineError('block_not_found', `Block ${missing} existiert nicht.`)
    const requested = new Set(unique_question_ids)
    return {
      type: 'settings',
      change: 'update',
      unique_question_id: null,
      key: 'survey_list_isEnd',
      old_value: state.blocks
        .values()
        .filter((b) => b.is_end)
        .map((b) => b.unique_question_id),
      new_value: state.blocks.ids.filter((id) => requested.has(id)),
      time: ctx.now(),
      title: 'Endblöcke geändert',
      subtitle: `${requested.size} Endblöcke`,
    }
  },
)
