import type { ExitCondition } from '../model/exitCondition'
import { type Trigger, parseTriggerString } from '../model/trigger'
import type { RuntimeDialog } from '../runtime/createRuntimeDialog'
import type { BlockExits } from './blockExits'
import type { Problem } from './Problem'

/**
 * Where a respondent can enter this dialog: its start block, and the questions a moveTo or a
 * startDialog (waitFor with init_survey) trigger of the multichat moves a respondent to.
 */
export function entriesOf(dialog: RuntimeDialog, triggers: readonly Trigger[]): string[] {
  const id = dialog.survey.survey_id
  const entries = dialog.startId === null ? [] : [dialog.startId]
  for (const t of triggers) {
    const other = parseTriggerString(t.trigger)
    if (!other || other.survey_id !== id || !dialog.index.has(other.unique_question_id)) continue
    if (other.kind === 'moveTo' || (other.kind === 'waitFor' && t.init_survey)) entries.push(other.unique_question_id)
  }
  return entries
}

/** The blocks reachable from `entries` along the exits (breadth first; O(blocks + exits)). */
export function reachableFrom(
  entries: readonly string[],
  exitsOf: (id: string) => BlockExits | undefined,
): Set<string> {
  const seen = new Set<string>()
  const queue = entries.filter((id) => !seen.has(id) && seen.add(id))
  for (let i = 0; i < queue.length; i++) {
    for (const next of exitsOf(queue[i] as string)?.next ?? []) {
      if (next !== null && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return seen
}

/**
 * The problems of the dialog's shape: blocks no path reaches, blocks after which the dialog runs
 * out of blocks without an end block, loops a respondent cannot leave, and triggers whose end in
 * this dialog was deleted. O(blocks + exits + triggers): one breadth-first search and Tarjan's
 * strongly connected components, iteratively.
 */
export function structureProblems(
  dialog: RuntimeDialog,
  exitsOf: (id: string) => BlockExits | undefined,
  triggers: readonly Trigger[],
  exitConditions: readonly ExitCondition[],
): Problem[] {
  const surveyId = dialog.survey.survey_id
  const out: Problem[] = []
  const at = (kind: Problem['kind'], block: string, key = '') => ({
    id: `${kind}:${surveyId}:${block}${key ? `:${key}` : ''}`,
    survey_id: surveyId,
    block,
  })
  const reached = reachableFrom(entriesOf(dialog, triggers), exitsOf)
  for (const block of dialog.blocks) {
    const id = block.unique_question_id
    if (!reached.has(id)) out.push({ ...at('unreachable', id), kind: 'unreachable', severity: 'warning' })
    else if (exitsOf(id)?.next.includes(null))
      out.push({ ...at('ends_without_end', id), kind: 'ends_without_end', severity: 'warning' })
  }
  // Where another dialog's moveTo triggers put a respondent of this one, wherever they stand.
  const movedTo = triggers.flatMap((t) => {
    const other = parseTriggerString(t.trigger)
    return other?.kind === 'moveTo' && other.survey_id === surveyId && t.survey_id !== surveyId
      ? [other.unique_question_id]
      : []
  })
  const anywhere = exitConditions.some((c) => c.unique_question_id === null)
  const conditioned = new Set(exitConditions.map((c) => c.unique_question_id))
  for (const loop of closedLoops(dialog, reached, exitsOf)) {
    const first = loop[0] as string
    // A game's dialog may wait in a loop until a trigger moves it on (the multichat's checks ask
    // whether that trigger can fire): a moveTo to a block outside the loop is its way out.
    if (movedTo.some((id) => !loop.includes(id))) continue
    const escapes = movedTo.length > 0 || anywhere || loop.some((id) => conditioned.has(id))
    out.push({
      ...at('no_way_out', first),
      kind: 'no_way_out',
      severity: escapes ? 'warning' : 'error',
      blocks: loop,
      escapes,
    })
  }
  for (const t of triggers) {
    const other = parseTriggerString(t.trigger)
    const ends = [{ survey_id: t.survey_id, unique_question_id: t.unique_question_id }]
    if (other) ends.push({ survey_id: other.survey_id, unique_question_id: other.unique_question_id })
    for (const end of ends) {
      if (end.survey_id !== surveyId || dialog.index.has(end.unique_question_id)) continue
      const block = t.survey_id === surveyId && dialog.index.has(t.unique_question_id) ? t.unique_question_id : null
      out.push({
        id: `trigger_dangling:${surveyId}:${t.id}:${end.unique_question_id}`,
        survey_id: surveyId,
        block,
        kind: 'trigger_dangling',
        severity: 'error',
        trigger: t.id,
        missing: 'question',
        end,
      })
    }
  }
  return out
}

/**
 * Strongly connected components among the reached blocks that no exit leaves (no way on, no end
 * of the order, no end block) and that hold a cycle: a respondent who enters one never finishes.
 * Each is listed in block order. Tarjan's algorithm with an explicit stack, O(blocks + exits).
 */
export function closedLoops(
  dialog: RuntimeDialog,
  reached: ReadonlySet<string>,
  exitsOf: (id: string) => BlockExits | undefined,
): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const loops: string[][] = []
  let counter = 0
  const targets = (id: string) => (exitsOf(id)?.next ?? []).filter((n): n is string => n !== null && reached.has(n))
  for (const root of reached) {
    if (index.has(root)) continue
    const frames: { id: string; next: string[]; at: number }[] = []
    const open = (id: string) => {
      index.set(id, counter)
      low.set(id, counter++)
      stack.push(id)
      onStack.add(id)
      frames.push({ id, next: targets(id), at: 0 })
    }
    open(root)
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as (typeof frames)[number]
      if (frame.at < frame.next.length) {
        const to = frame.next[frame.at++] as string
        if (!index.has(to)) open(to)
        else if (onStack.has(to)) low.set(frame.id, Math.min(low.get(frame.id) as number, index.get(to) as number))
        continue
      }
      frames.pop()
      const parent = frames[frames.length - 1]
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number))
      if (low.get(frame.id) !== index.get(frame.id)) continue
      const component: string[] = []
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        onStack.delete(id)
        component.push(id)
        if (id === frame.id) break
      }
      const members = new Set(component)
      const exits = component.flatMap((id) => exitsOf(id)?.next ?? [])
      const cycle = component.length > 1 || exits.includes(frame.id)
      const closed = exits.every((n) => n !== null && members.has(n)) && exits.length > 0
      if (cycle && closed) loops.push(component.sort((a, b) => (dialog.index.get(a) ?? 0) - (dialog.index.get(b) ?? 0)))
    }
  }
  return loops
}
