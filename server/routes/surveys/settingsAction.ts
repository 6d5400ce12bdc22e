import { FixMessagesValues, IsEndValues, type UpdateSurveySettingsRequest } from '@engine/api/editing'
import { Survey, defaultLanguageFragments } from '@engine/model'
import { z } from 'zod'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { setEndBlocks } from '../../repositories/blocks'
import type { Tx } from '../../repositories/surveyEvents'
import { type StoredSurvey, writeSettings } from '../../repositories/surveys'
import { requireSurvey } from './requireSurvey'

/** Settings an editor may change with `config` (engine/commands/settings.ts); ids, module flags and fixed messages are not among them. */
const CONFIG_KEYS = [
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
] as const
const ConfigValues = z.strictObject(
  Object.fromEntries(CONFIG_KEYS.map((key) => [key, Survey.shape[key].optional()])) as {
    [K in (typeof CONFIG_KEYS)[number]]: z.ZodOptional<(typeof Survey.shape)[K]>
  },
)

/** Validated under the path the caller sent, so the 400 names e.g. 'changed_values.speed'. */
function inChangedValues<T extends z.ZodType>(schema: T, values: unknown): z.infer<T> {
  return (parseWith(z.object({ changed_values: schema }), { changed_values: values }) as { changed_values: z.infer<T> })
    .changed_values
}

export const liveSwitchOff = () =>
  new ApiError(409, 'Dieser Dialog kann nicht live geschaltet werden.', 'live_switch_off')

/** Only the keys the client sent: zod fills defaults for missing optional keys, which must not overwrite settings. */
function sentKeys(values: Record<string, unknown>, parsed: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(values).map((key) => [key, parsed[key]]))
}

/** Fragments follow a language switch unless the editor customised them. */
function fragmentsAfter(stored: StoredSurvey, next: Survey): unknown {
  const before = stored.survey.language
  if (next.language === before) return undefined
  const untouched =
    stored.languageFragments === null ||
    JSON.stringify(stored.languageFragments) === JSON.stringify(defaultLanguageFragments(before))
  return untouched ? defaultLanguageFragments(next.language) : undefined
}

/** update_survey_settings, with the semantics of engine/testing/FakeServer.ts. */
export async function applySettingsAction(tx: Tx, body: UpdateSurveySettingsRequest): Promise<void> {
  const values = body.changed_values
  if (body.action === 'survey_list_isEnd')
    return setEndBlocks(tx, body.survey_id, inChangedValues(IsEndValues, values).is_end)
  const stored = await requireSurvey(tx, body.survey_id)
  const changes =
    body.action === 'config'
      ? sentKeys(values, inChangedValues(ConfigValues, values))
      : inChangedValues(FixMessagesValues, values)
  const next = Survey.parse({ ...stored.survey, ...changes })
  if (next.active !== stored.survey.active && next.live_switch === 0) throw liveSwitchOff()
  await writeSettings(tx, next, fragmentsAfter(stored, next))
}

/** switch_activate_link: Live <-> Inaktiv (docs/product/states.md), refused while live_switch is 0. */
export async function toggleActive(tx: Tx, surveyId: string): Promise<boolean> {
  const { survey } = await requireSurvey(tx, surveyId)
  if (survey.live_switch === 0) throw liveSwitchOff()
  await writeSettings(tx, { ...survey, active: !survey.active })
  return !survey.active
}
