import fc from 'fast-check'
import type { Document } from '../changes/Change'
import { Block, type BlockInput, type ChoiceOption, type Position } from '../model/block'
import { BlockTable } from '../model/BlockTable'
import { type Connection, connectionKey } from '../model/connection'
import { defaultEdgeVisibility, type EditorState } from '../model/editorState'
import { ExitCondition } from '../model/exitCondition'
import { Survey } from '../model/survey'
import { TrainingExample } from '../model/trainingExample'
import { Trigger } from '../model/trigger'

// fast-check arbitraries for property tests of the engine and of integrations built on it
// (docs/engine.md "Testing your integration"): small dialogs that the model schemas accept.

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzäöüßABCDEÄÖÜ?!.,-']

export const arbWord: fc.Arbitrary<string> = fc.string({
  minLength: 1,
  maxLength: 8,
  unit: fc.constantFrom(...LETTERS),
})

/** Non-empty, without spaces at either end: what survives a schema's `trim()` unchanged. */
export const arbSentence: fc.Arbitrary<string> = fc
  .array(arbWord, { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '))

/** Whatever an editor may type into a text field: nothing, words, or printable noise. */
export const arbText: fc.Arbitrary<string> = fc.oneof(fc.constant(''), arbSentence, fc.string({ maxLength: 12 }))

export const arbPosition: fc.Arbitrary<Position> = fc.record({
  x: fc.integer({ min: -2000, max: 2000 }),
  y: fc.integer({ min: -2000, max: 2000 }),
})

export const arbColor: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`)

/** Handles of jumps: the default exit and the two options of a yes/no question. */
export const HANDLES = ['default', 'ja', 'nein'] as const

export const BLOCK_TYPES = ['message', 'open', 'likert', 'single_choice', 'qa'] as const

export const arbOptions: fc.Arbitrary<ChoiceOption[]> = fc.uniqueArray(
  fc.record({ id: fc.constantFrom('ja', 'nein', 'vielleicht'), label: arbText }),
  { selector: (o) => o.id, minLength: 1, maxLength: 3 },
)

/** Fields only a block of the type has; each may be absent. */
function arbTypeFields(type: (typeof BLOCK_TYPES)[number]): fc.Arbitrary<Partial<BlockInput>> {
  const optional = { requiredKeys: [] as never[] }
  switch (type) {
    case 'open':
      return fc.record({ min_words: fc.integer({ min: 0, max: 50 }) }, optional)
    case 'likert':
      return fc.record(
        { likert_scale: fc.integer({ min: 3, max: 10 }), likert_labels: fc.array(arbWord, { maxLength: 3 }) },
        optional,
      )
    case 'single_choice':
      return fc.record({ options: arbOptions }, optional)
    case 'qa':
      return fc.record(
        { qa_max_questions: fc.integer({ min: 1, max: 100 }), qa_exit_phrase: arbText, qa_fallback: arbText },
        optional,
      )
    case 'message':
      return fc.constant({})
  }
}

/** A block of one of a few types with texts, flags and maybe a canvas position, as Block.parse stores it. */
export function arbBlock(id: string, surveyId: string, order: number): fc.Arbitrary<Block> {
  return fc
    .record({
      type: fc.constantFrom(...BLOCK_TYPES),
      context: arbText,
      nachfrage: arbText,
      acknowledgement: arbText,
      is_end: fc.boolean(),
      likert_na: fc.boolean(),
      start_page: fc.boolean(),
      only_search: fc.boolean(),
      position: fc.option(arbPosition, { nil: null }),
      created_on: fc.option(fc.integer({ min: 1_600_000_000_000, max: 1_800_000_000_000 }), { nil: null }),
    })
    .chain((base) =>
      arbTypeFields(base.type).map((extra) =>
        Block.parse({ ...base, ...extra, unique_question_id: id, survey_id: surveyId, order }),
      ),
    )
}

export const arbSurvey = (surveyId = 's1'): fc.Arbitrary<Survey> =>
  fc
    .record({
      survey_name: arbSentence,
      language: fc.constantFrom('de' as const, 'en' as const),
      welcome_message: arbText,
      ending_message: arbText,
      color: fc.option(arbColor, { nil: null }),
      avatar_name: arbText,
      speed: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
      feedback_allowed: fc.boolean(),
      training_mode: fc.boolean(),
      messenger_ui: fc.boolean(),
      notification_sound: fc.boolean(),
      live_switch: fc.constantFrom(0 as const, 1 as const),
      active: fc.boolean(),
    })
    .map((fields) =>
      Survey.parse({
        ...fields,
        active: fields.live_switch === 1 && fields.active,
        survey_id: surveyId,
        survey_id_int: 1,
      }),
    )

export const arbExitCondition = (
  id: string,
  surveyId: string,
  blockIds: readonly string[],
): fc.Arbitrary<ExitCondition> =>
  fc
    .record({
      unique_question_id:
        blockIds.length > 0 ? fc.option(fc.constantFrom(...blockIds), { nil: null }) : fc.constant(null),
      condition: arbSentence,
      examples: fc.array(arbWord, { maxLength: 2 }),
    })
    .map((fields) => ExitCondition.parse({ ...fields, id, survey_id: surveyId }))

/** A trigger from one of the blocks to a question of another dialog. */
export const arbTrigger = (id: string, surveyId: string, blockIds: readonly string[]): fc.Arbitrary<Trigger> =>
  fc
    .record({
      dialog_manager_id: fc.integer({ min: 1, max: 9 }),
      unique_question_id: fc.constantFrom(...blockIds),
      trigger: fc.constantFrom('waitFor', 'moveTo', 'waitAPI').map((kind) => `${kind};andere;z1`),
      init_survey: fc.boolean(),
    })
    .map((fields) => Trigger.parse({ ...fields, id, survey_id: surveyId }))

export const arbTrainingExample = (id: string, blockIds: readonly string[]): fc.Arbitrary<TrainingExample> =>
  fc
    .record({
      unique_question_id: fc.constantFrom(...blockIds),
      handle: fc.constantFrom(...HANDLES),
      text: arbSentence,
    })
    .map((fields) => TrainingExample.parse({ ...fields, id }))

const ids = (prefix: string, max: number, maxLength: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength }).map((ns) => ns.map((n) => `${prefix}${n}`))

/** Items with distinct ids from `ids`, each built by `item`. */
const itemsOf = <T>(idList: fc.Arbitrary<string[]>, item: (id: string) => fc.Arbitrary<T>) =>
  idList.chain((list) => fc.tuple(...list.map(item)))

export interface DocumentOptions {
  /** At most this many blocks (default 8). */
  readonly maxBlocks?: number
  readonly surveyId?: string
}

/**
 * A small dialog: up to 8 blocks (ids q1..q99 in any order), a survey with its settings, jumps
 * between its blocks on the handles default/ja/nein, exit conditions, triggers and example
 * answers of its open blocks. Every part parses with its model schema.
 */
export function arbDocument({ maxBlocks = 8, surveyId = 's1' }: DocumentOptions = {}): fc.Arbitrary<EditorState> {
  return fc
    .tuple(arbSurvey(surveyId), ids('q', 99, maxBlocks))
    .chain(([survey, blockIds]) =>
      fc.tuple(fc.constant(survey), fc.tuple(...blockIds.map((id, i) => arbBlock(id, surveyId, i)))),
    )
    .chain(([survey, blocks]) => {
      const blockIds = blocks.map((b) => b.unique_question_id)
      const openIds = blocks.filter((b) => b.type === 'open').map((b) => b.unique_question_id)
      const none = fc.constant([])
      return fc.record({
        survey: fc.constant(survey),
        blocks: fc.constant(BlockTable.of(blocks)),
        connections:
          blockIds.length === 0
            ? none
            : fc.uniqueArray(
                fc.record<Connection>({
                  source: fc.constantFrom(...blockIds),
                  handle: fc.constantFrom(...HANDLES),
                  target: fc.constantFrom(...blockIds),
                }),
                { selector: connectionKey, maxLength: 5 },
              ),
        exitConditions: itemsOf(ids('e', 99, 3), (id) => arbExitCondition(id, surveyId, blockIds)),
        triggers: blockIds.length === 0 ? none : itemsOf(ids('t', 99, 3), (id) => arbTrigger(id, surveyId, blockIds)),
        trainingExamples:
          openIds.length === 0
            ? fc.constantFrom(undefined, [])
            : itemsOf(ids('', 999, 4), (id) => arbTrainingExample(id, openIds)),
        edgeVisibility: fc.constant(defaultEdgeVisibility),
      })
    })
    .map(({ trainingExamples, ...doc }): EditorState => (trainingExamples ? { ...doc, trainingExamples } : doc))
}

/** What two documents must agree on to be the same dialog: content and list order, not identity or key order. */
export function contentOf(doc: Document) {
  return JSON.parse(
    JSON.stringify({
      survey: doc.survey,
      blocks: doc.blocks.values(),
      connections: doc.connections,
      exitConditions: doc.exitConditions,
      triggers: doc.triggers,
      trainingExamples: doc.trainingExamples ?? [],
    }),
  ) as unknown
}
