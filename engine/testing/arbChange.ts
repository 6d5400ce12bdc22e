import fc from 'fast-check'
import { applyChange } from '../changes/apply'
import {
  type BlockFieldKey,
  type Change,
  type ChangeKindName,
  type ConfigKey,
  type Document,
  VERSIONED_KINDS,
} from '../changes/Change'
import type { Block } from '../model/block'
import { connectionKey } from '../model/connection'
import { RESPONDENT_FLAGS, type RespondentFlag, type Survey } from '../model/survey'
import { restoreChanges } from '../versions/restoreChanges'
import {
  BLOCK_TYPES,
  HANDLES,
  arbBlock,
  arbColor,
  arbExitCondition,
  arbOptions,
  arbPosition,
  arbSentence,
  arbText,
  arbTrainingExample,
  arbTrigger,
  arbWord,
} from './arbitraries'
import {
  blockCreate,
  blockDelete,
  blockMove,
  configChange,
  connectionChange,
  endBlocksChange,
  exitConditionChange,
  fieldChange,
  fixedMessageChange,
  positionsChange,
  trainingChange,
  triggerChange,
} from './changeBuilders'

const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })

/** New values for block fields: texts, flags, the position, and optional fields that null removes. */
const FIELD_VALUES: { [K in BlockFieldKey]?: fc.Arbitrary<NonNullable<Block[K]> | null> } = {
  context: arbText,
  nachfrage: arbText,
  acknowledgement: arbText,
  is_end: fc.boolean(),
  likert_na: fc.boolean(),
  start_page: fc.boolean(),
  only_search: fc.boolean(),
  position: orNull(arbPosition),
  filename_db: orNull(arbWord),
  type: fc.constantFrom(...BLOCK_TYPES),
  min_words: orNull(fc.integer({ min: 0, max: 50 })),
  likert_scale: orNull(fc.integer({ min: 3, max: 10 })),
  likert_labels: orNull(fc.array(arbWord, { maxLength: 3 })),
  options: orNull(arbOptions),
  qa_max_questions: orNull(fc.integer({ min: 1, max: 100 })),
  qa_exit_phrase: orNull(arbText),
  qa_fallback: orNull(arbText),
}
const FIELD_KEYS = Object.keys(FIELD_VALUES) as BlockFieldKey[]

const arbFieldValue = <K extends BlockFieldKey>(key: K) =>
  FIELD_VALUES[key] as fc.Arbitrary<NonNullable<Block[K]> | null>

/** The respondent settings are switches: on or off. */
const respondentFlagValues = Object.fromEntries(RESPONDENT_FLAGS.map((flag) => [flag, fc.boolean()])) as {
  [K in RespondentFlag]: fc.Arbitrary<boolean>
}

/** Values of the settings; `active` only where the live switch allows switching. */
function configValues(survey: Survey): { [K in ConfigKey]: fc.Arbitrary<Survey[K]> } {
  return {
    survey_name: arbSentence,
    language: fc.constantFrom('de' as const, 'en' as const),
    color: orNull(arbColor),
    avatar_name: arbText,
    background_link: fc.oneof(
      fc.constant(''),
      arbWord.map((w) => `https://example.org/${encodeURIComponent(w)}.png`),
    ),
    speed: fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    ...respondentFlagValues,
    // docs/product/states.md: with the live switch off the dialog cannot be switched.
    active: survey.live_switch === 1 ? fc.boolean() : fc.constant(survey.active),
  }
}

/** An id of the form `${prefix}n` that `taken` does not hold yet. */
const freshId = (prefix: string, taken: (id: string) => boolean) =>
  fc
    .integer({ min: 1, max: 9999 })
    .map((n) => `${prefix}${n}`)
    .filter((id) => !taken(id))

const indexIn = (length: number) => fc.integer({ min: 0, max: length })
const itemOf = <T>(list: readonly T[]) => fc.constantFrom(...list)

/** Generators for each kind on `doc`; those with nothing to act on are left out. */
function changeArbitraries(doc: Document, withRestore = true): Partial<Record<ChangeKindName, fc.Arbitrary<Change>[]>> {
  const { survey } = doc
  const ids = doc.blocks.ids
  const blocks = doc.blocks.values()
  const openIds = blocks.filter((b) => b.type === 'open').map((b) => b.unique_question_id)
  const allExamples = doc.trainingExamples ?? []
  // Examples of a block that was deleted stay (as on the server) but cannot be edited any more.
  const examples = allExamples.filter((e) => doc.blocks.has(e.unique_question_id))
  const surveyId = survey.survey_id
  const out: Partial<Record<ChangeKindName, fc.Arbitrary<Change>[]>> = {}
  const add = (kind: ChangeKindName, ...arbs: fc.Arbitrary<Change>[]) => (out[kind] ??= []).push(...arbs)
  const values = configValues(survey)

  add(
    'config',
    fc
      .constantFrom(...(Object.keys(values) as ConfigKey[]))
      .chain((key) =>
        (values[key] as fc.Arbitrary<Survey[ConfigKey]>).map((after) => configChange(survey, key, after)),
      ),
  )
  add(
    'fixedMessage',
    fc
      .tuple(fc.constantFrom('welcome_message' as const, 'ending_message' as const), arbText)
      .map(([key, after]) => fixedMessageChange(survey, key, after)),
  )
  add(
    'block.create',
    fc
      .tuple(
        freshId('q', (id) => doc.blocks.has(id)),
        indexIn(ids.length),
      )
      .chain(([id, index]) => arbBlock(id, surveyId, index).map((block) => blockCreate(doc, block, index))),
  )
  add(
    'exitCondition',
    fc
      .tuple(
        freshId('e', (id) => doc.exitConditions.some((c) => c.id === id)),
        indexIn(doc.exitConditions.length),
      )
      .chain(([id, index]) =>
        arbExitCondition(id, surveyId, ids).map((after) => exitConditionChange(doc, id, after, index)),
      ),
  )

  if (ids.length > 0) {
    const id = itemOf(ids)
    add(
      'block.field',
      fc
        .tuple(id, fc.constantFrom(...FIELD_KEYS))
        .chain(([block, key]) => arbFieldValue(key).map((after) => fieldChange(doc, block, key, after))),
    )
    add(
      'block.delete',
      id.map((block) => blockDelete(doc, block)),
    )
    add(
      'block.move',
      fc.tuple(id, fc.nat({ max: ids.length - 1 })).map(([block, index]) => blockMove(doc, block, index)),
    )
    add(
      'positions',
      fc.dictionary(id, orNull(arbPosition), { minKeys: 1, maxKeys: 3 }).map((after) => positionsChange(doc, after)),
    )
    add(
      'endBlocks',
      fc.subarray([...ids]).map((ends) => endBlocksChange(doc, ends)),
    )
    add(
      'connection',
      fc
        .record({ source: id, handle: fc.constantFrom(...HANDLES), target: id })
        .chain((jump) =>
          indexIn(doc.connections.length).map((index) => connectionChange(doc, connectionKey(jump), jump, index)),
        ),
    )
    add(
      'trigger',
      fc
        .tuple(
          freshId('t', (t) => doc.triggers.some((x) => x.id === t)),
          indexIn(doc.triggers.length),
        )
        .chain(([t, index]) => arbTrigger(t, surveyId, ids).map((after) => triggerChange(doc, t, after, index))),
    )
  }
  if (doc.connections.length > 0)
    add(
      'connection',
      itemOf(doc.connections).map((jump) => connectionChange(doc, connectionKey(jump), null)),
    )
  if (doc.exitConditions.length > 0) {
    const condition = itemOf(doc.exitConditions)
    add(
      'exitCondition',
      fc
        .tuple(condition, arbSentence, fc.array(arbWord, { maxLength: 2 }))
        .map(([c, text, words]) => exitConditionChange(doc, c.id, { ...c, condition: text, examples: words })),
      condition.map((c) => exitConditionChange(doc, c.id, null)),
    )
  }
  if (doc.triggers.length > 0)
    add(
      'trigger',
      itemOf(doc.triggers).map((t) => triggerChange(doc, t.id, null)),
    )
  if (openIds.length > 0)
    add(
      'training',
      fc
        .tuple(
          freshId('', (x) => allExamples.some((e) => e.id === x)),
          indexIn(allExamples.length),
        )
        .chain(([x, index]) =>
          arbTrainingExample(x, openIds).map((e) => trainingChange(doc, e.unique_question_id, e.id, [], [e], index)),
        ),
    )
  if (examples.length > 0) {
    const example = itemOf(examples)
    add(
      'training',
      fc
        .tuple(example, arbSentence, fc.constantFrom(...HANDLES))
        .map(([e, text, handle]) => trainingChange(doc, e.unique_question_id, e.id, [e], [{ ...e, text, handle }])),
      example.map((e) => trainingChange(doc, e.unique_question_id, e.id, [e], [])),
    )
  }
  if (withRestore)
    add(
      'restore',
      fc
        .tuple(versionedSequence(doc, 4), fc.nat({ max: 50 }))
        .map(([target, version]): Change => ({ kind: 'restore', version, changes: restoreChanges(doc, target) })),
    )
  return out
}

/** The document after up to `maxLength` versioned changes: a version a restore can go back (or forth) to. */
function versionedSequence(doc: Document, maxLength: number): fc.Arbitrary<Document> {
  const from = (current: Document, left: number): fc.Arbitrary<Document> => {
    if (left === 0) return fc.constant(current)
    const byKind = changeArbitraries(current, false)
    const arbs = VERSIONED_KINDS.flatMap((kind) => byKind[kind] ?? [])
    return fc.oneof(...arbs).chain((c) => from(applyChange(current, c), left - 1))
  }
  return fc.nat({ max: maxLength }).chain((n) => from(doc, n))
}

/**
 * A valid change of any kind for `doc`, built as an editor builds it (`before` from the document,
 * places as anchors into its lists): field edits, block create/delete/move, positions, end
 * blocks, settings, fixed messages, create/update/delete of jumps, exit conditions and
 * triggers, and example answers. Applying it to `doc` never throws. `kinds` limits it to
 * those kinds (of which at least one must be possible on `doc`).
 */
export function arbChange(doc: Document, kinds?: readonly ChangeKindName[]): fc.Arbitrary<Change> {
  const byKind = changeArbitraries(doc)
  // Each kind equally often, whatever number of variants (create, update, delete) it has.
  const wanted = (kinds ?? (Object.keys(byKind) as ChangeKindName[])).flatMap((kind) => {
    const variants = byKind[kind]
    return variants ? [fc.oneof(...variants)] : []
  })
  // config, fixedMessage, block.create and exitCondition are possible on every document.
  if (wanted.length === 0) throw new Error(`no change of ${kinds?.join(', ')} is possible on this document`)
  return fc.oneof(...wanted)
}

/** Up to `maxLength` changes, each built on the document the ones before it left. */
export function arbChangeSequence(doc: Document, maxLength = 5): fc.Arbitrary<Change[]> {
  const from = (current: Document, left: number): fc.Arbitrary<Change[]> =>
    left === 0
      ? fc.constant([])
      : arbChange(current).chain((c) => from(applyChange(current, c), left - 1).map((rest) => [c, ...rest]))
  return fc.nat({ max: maxLength }).chain((n) => from(doc, n))
}
