import fc from 'fast-check'
import type { EditorState } from '../model/editorState'
import {
  type Command,
  connect,
  copyBlock,
  createBlock,
  createExitCondition,
  createTrigger,
  deleteBlock,
  deleteExitCondition,
  deleteTrigger,
  disconnect,
  moveBlock,
  setEndBlocks,
  updateBlock,
  updateConfig,
  updateExitCondition,
  updateFixMessage,
} from '../commands'

/**
 * Abstract edits: indices are resolved against the state at the moment of execution, so every
 * generated sequence stays meaningful however earlier edits changed the dialog.
 */
export type Op =
  | { kind: 'create'; type: 'open' | 'message' | 'likert'; at: number; text: string }
  | { kind: 'update'; pick: number; key: 'context' | 'nachfrage' | 'acknowledgement'; value: string }
  | { kind: 'flag'; pick: number; key: 'is_end' | 'likert_na' | 'start_page'; value: boolean }
  | { kind: 'position'; pick: number; x: number; y: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'copy'; pick: number }
  | { kind: 'move'; pick: number; to: number }
  | { kind: 'config'; value: string }
  | { kind: 'speed'; value: number }
  | { kind: 'fix'; key: 'welcome_message' | 'ending_message'; value: string }
  | { kind: 'ends'; picks: number[] }
  | { kind: 'connect'; from: number; to: number; handle: 'default' | 'ja' | 'nein' }
  | { kind: 'disconnect'; pick: number }
  | { kind: 'exitCreate'; text: string }
  | { kind: 'exitUpdate'; pick: number; text: string }
  | { kind: 'exitDelete'; pick: number }
  | { kind: 'trigger'; from: number; action: 'startDialog' | 'moveDialog' | 'waitAPI' }
  | { kind: 'triggerDelete'; pick: number }

const text = fc.string({ maxLength: 12 })
const pick = fc.nat({ max: 50 })

/** Typing into a block's text. */
const updateArb = fc.record({
  kind: fc.constant('update' as const),
  pick,
  key: fc.constantFrom('context' as const, 'nachfrage' as const, 'acknowledgement' as const),
  value: text,
})
/** Typing the dialog's name. */
const configArb = fc.record({ kind: fc.constant('config' as const), value: fc.string({ minLength: 1, maxLength: 12 }) })
/** Typing a fixed message. */
const fixArb = fc.record({
  kind: fc.constant('fix' as const),
  key: fc.constantFrom('welcome_message' as const, 'ending_message' as const),
  value: text,
})

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    type: fc.constantFrom('open' as const, 'message' as const, 'likert' as const),
    at: pick,
    text,
  }),
  updateArb,
  fc.record({
    kind: fc.constant('flag' as const),
    pick,
    key: fc.constantFrom('is_end' as const, 'likert_na' as const, 'start_page' as const),
    value: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('position' as const),
    pick,
    x: fc.integer({ min: -500, max: 500 }),
    y: fc.integer({ min: -500, max: 500 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('copy' as const), pick }),
  fc.record({ kind: fc.constant('move' as const), pick, to: pick }),
  configArb,
  fc.record({ kind: fc.constant('speed' as const), value: fc.double({ min: 0, max: 10, noNaN: true }) }),
  fixArb,
  fc.record({ kind: fc.constant('ends' as const), picks: fc.array(pick, { maxLength: 3 }) }),
  fc.record({
    kind: fc.constant('connect' as const),
    from: pick,
    to: pick,
    handle: fc.constantFrom('default' as const, 'ja' as const, 'nein' as const),
  }),
  fc.record({ kind: fc.constant('disconnect' as const), pick }),
  fc.record({
    kind: fc.constant('exitCreate' as const),
    text: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim().length > 0),
  }),
  fc.record({
    kind: fc.constant('exitUpdate' as const),
    pick,
    text: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim().length > 0),
  }),
  fc.record({ kind: fc.constant('exitDelete' as const), pick }),
  fc.record({
    kind: fc.constant('trigger' as const),
    from: pick,
    action: fc.constantFrom('startDialog' as const, 'moveDialog' as const, 'waitAPI' as const),
  }),
  fc.record({ kind: fc.constant('triggerDelete' as const), pick }),
)

/** The ops of the dialog itself, which POST /api/surveys/{id}/changes takes (triggers have calls of their own). */
export const dialogOpArb: fc.Arbitrary<Op> = opArb.filter((op) => op.kind !== 'trigger' && op.kind !== 'triggerDelete')

/** Ops that type into one text (a block's text, the dialog's name, a fixed message): typing bursts repeat them. */
export const typingOpArb: fc.Arbitrary<Op> = fc.oneof(updateArb, configArb, fixArb)

/** Whether the op writes a text of its own (the text `withText` replaces). */
export const writesText = (op: Op): boolean =>
  ['create', 'update', 'config', 'fix', 'exitCreate', 'exitUpdate'].includes(op.kind)

/** The op with its text replaced, so that a test can tell each edit's text apart (`T#17`); others unchanged. */
export function withText(op: Op, value: string): Op {
  switch (op.kind) {
    case 'create':
    case 'exitCreate':
    case 'exitUpdate':
      return { ...op, text: value }
    case 'update':
    case 'config':
    case 'fix':
      return { ...op, value }
    default:
      return op
  }
}

const at = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length]

/** The command an op means in this state, or undefined when it has nothing to act on. */
export function toCommand(state: EditorState, op: Op): Command | undefined {
  const block = (i: number) => at(state.blocks.ids, i)
  switch (op.kind) {
    case 'create':
      return createBlock({ type: op.type, order: op.at % (state.blocks.size + 1), context: op.text })
    case 'update':
    case 'flag': {
      const id = block(op.pick)
      return id ? updateBlock({ unique_question_id: id, key: op.key, value: op.value }) : undefined
    }
    case 'position': {
      const id = block(op.pick)
      return id ? updateBlock({ unique_question_id: id, key: 'position', value: { x: op.x, y: op.y } }) : undefined
    }
    case 'delete': {
      const id = block(op.pick)
      return id ? deleteBlock({ unique_question_id: id }) : undefined
    }
    case 'copy': {
      const id = block(op.pick)
      return id ? copyBlock({ unique_question_id: id }) : undefined
    }
    case 'move': {
      const id = block(op.pick)
      return id ? moveBlock({ unique_question_id: id, to: op.to % state.blocks.size }) : undefined
    }
    case 'config':
      return updateConfig({ key: 'survey_name', value: op.value })
    case 'speed':
      return updateConfig({ key: 'speed', value: op.value })
    case 'fix':
      return updateFixMessage({ key: op.key, value: op.value })
    case 'ends':
      return setEndBlocks({ unique_question_ids: [...new Set(op.picks.map(block).filter((id): id is string => !!id))] })
    case 'connect': {
      const [source, target] = [block(op.from), block(op.to)]
      return source && target ? connect({ source, target, handle: op.handle }) : undefined
    }
    case 'disconnect': {
      const c = at(state.connections, op.pick)
      return c ? disconnect({ source: c.source, handle: c.handle }) : undefined
    }
    case 'exitCreate':
      return createExitCondition({ condition: op.text, unique_question_id: block(0) ?? null })
    case 'exitUpdate': {
      const c = at(state.exitConditions, op.pick)
      return c ? updateExitCondition({ id: c.id, condition: op.text }) : undefined
    }
    case 'exitDelete': {
      const c = at(state.exitConditions, op.pick)
      return c ? deleteExitCondition({ id: c.id }) : undefined
    }
    case 'trigger': {
      const id = block(op.from)
      return id
        ? createTrigger({
            dialog_manager_id: 3,
            action: op.action,
            source: { survey_id: state.survey.survey_id, unique_question_id: id },
            target: { survey_id: 'andere', unique_question_id: 'z1' },
          })
        : undefined
    }
    case 'triggerDelete': {
      const t = at(state.triggers, op.pick)
      return t ? deleteTrigger({ id: t.id }) : undefined
    }
  }
}

/** What must be equal between two states: the content, not object identity or view settings. */
export function content(state: EditorState) {
  return {
    survey: state.survey,
    blocks: [...state.blocks.values()],
    connections: state.connections,
    triggers: state.triggers,
    exitConditions: state.exitConditions,
  }
}
