import { Block, type Connection, Survey } from '@engine/model'
import { createRuntimeDialog, type RuntimeDialog, type TriggerInput } from '@engine/runtime'
import { type Game, type GameDialog, toTriggerRows } from './gameTypes'

/**
 * The game content in the shapes the database and the engine take. One translation for the
 * seeder and the tests, so what the tests play is exactly what gets seeded.
 */

/** Settings of a game dialog, validated as a whole Survey; live from the start like the examples. */
export function surveySettings(dialog: GameDialog): Omit<Survey, 'survey_id' | 'survey_id_int'> {
  const {
    survey_id: _id,
    survey_id_int: _int,
    ...settings
  } = Survey.parse({
    survey_id: 'neu',
    survey_id_int: 1,
    survey_name: dialog.survey_name,
    avatar_name: dialog.avatar_name,
    welcome_message: dialog.welcome_message,
    ending_message: dialog.ending_message,
    color: dialog.color ?? null,
    active: true,
  })
  return settings
}

/** Blocks in content order; `order` is the position in the list. */
export const blocksOf = (dialog: GameDialog, surveyId: string): Block[] =>
  dialog.blocks.map((block, order) => Block.parse({ ...block, survey_id: surveyId, order }))

export const connectionsOf = (dialog: GameDialog): Connection[] =>
  dialog.jumps.map(([source, handle, target]) => ({ source, handle, target }))

/** Trainieren rows: [block, intent handle, example answer]. */
export function trainingRowsOf(dialog: GameDialog): { uniqueQuestionId: string; handle: string; text: string }[] {
  return Object.entries(dialog.training ?? {}).flatMap(([uniqueQuestionId, intents]) =>
    Object.entries(intents).flatMap(([handle, texts]) => texts.map((text) => ({ uniqueQuestionId, handle, text }))),
  )
}

/**
 * The game for the engine, with each dialog's key as its survey id (keys are URL-safe): the
 * runtime dialogs lead first, and the triggers as the database stores them.
 */
export function runtimeGame(game: Game): { dialogs: RuntimeDialog[]; triggers: TriggerInput[] } {
  const dialogs = game.dialogs.map((dialog, i) =>
    createRuntimeDialog({
      survey: {
        ...surveySettings(dialog),
        survey_id: dialog.key,
        survey_id_int: i + 1,
        all_questions: blocksOf(dialog, dialog.key),
      },
      connections: connectionsOf(dialog),
    }),
  )
  return { dialogs, triggers: toTriggerRows(game, (key) => key) }
}
