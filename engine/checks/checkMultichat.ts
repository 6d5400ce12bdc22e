import type { Trigger } from '../model/trigger'
import { parseTriggerString } from '../model/trigger'
import type { RuntimeDialog } from '../runtime/createRuntimeDialog'
import { type BlockExits, blockExits } from './blockExits'
import { type CheckedDialog, runtimeOf } from './checkDialog'
import type { Problem, TriggerEndRef } from './Problem'

/** A connected dialog as the multichat checks read it (the multichat editor's MultichatDialog fits). */
export interface CheckedMultichatDialog {
  survey_id: string
  /** docs/product/entities.md: the lead dialog is the first by order. */
  order: number
  /** Null when the editor may not view the dialog: its questions are not checked. */
  state: Pick<CheckedDialog, 'survey' | 'blocks' | 'connections'> | null
}

export interface CheckedMultichat {
  dialogs: readonly CheckedMultichatDialog[]
  triggers: readonly Trigger[]
}

interface Rule {
  trigger: Trigger
  kind: 'waitFor' | 'moveTo'
  init: boolean
  from: string
  to: string
}

const keyOf = (survey_id: string, question: string) => `${survey_id}\u0000${question}`
const surveyOf = (key: string) => key.slice(0, key.indexOf('\u0000'))

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * The checks of a multichat as a game (docs/multichat.md "Multichat decisions"): triggers whose
 * end names a dialog that is not connected or a question that is gone, questions no start and no
 * trigger leads to, questions held by waitFor triggers whose source is never finished, and
 * triggers that never fire. One pass over the dialogs' exits (as the dialog checks read them) and
 * the triggers, O(blocks + jumps + triggers): a question opens when every waitFor into it is
 * released; a respondent who finishes a question fires its triggers. waitAPI counts as released
 * (an outside signal), as in the simulation.
 */
export function checkMultichat(multichat: CheckedMultichat): Problem[] {
  const dialogs = [...multichat.dialogs].sort((a, b) => a.order - b.order)
  const byId = new Map(dialogs.map((d) => [d.survey_id, d]))
  const runtimes = new Map<string, RuntimeDialog>()
  for (const d of dialogs) if (d.state) runtimes.set(d.survey_id, runtimeOf(d.state))
  const out: Problem[] = []
  const rules: Rule[] = []
  for (const trigger of multichat.triggers) {
    const other = parseTriggerString(trigger.trigger)
    if (!other) continue
    const near = { survey_id: trigger.survey_id, unique_question_id: trigger.unique_question_id }
    const far = { survey_id: other.survey_id, unique_question_id: other.unique_question_id }
    let whole = true
    for (const end of [near, far]) {
      const dialog = byId.get(end.survey_id)
      const runtime = runtimes.get(end.survey_id)
      const missing = !dialog ? 'dialog' : runtime && !runtime.index.has(end.unique_question_id) ? 'question' : null
      if (!missing) continue
      whole = false
      const shown = end === near ? far : near
      const block = runtimes.get(shown.survey_id)?.index.has(shown.unique_question_id) ? shown : null
      out.push({
        id: `trigger_dangling:${end.survey_id}:${trigger.id}:${end.unique_question_id}`,
        kind: 'trigger_dangling',
        severity: 'error',
        survey_id: block?.survey_id ?? trigger.survey_id,
        block: block?.unique_question_id ?? null,
        trigger: trigger.id,
        missing,
        end,
      })
    }
    if (!whole || other.kind === 'waitAPI') continue
    const init = other.kind === 'waitFor' && trigger.init_survey
    rules.push({
      trigger,
      kind: other.kind,
      init,
      from: keyOf(near.survey_id, near.unique_question_id),
      to: keyOf(far.survey_id, far.unique_question_id),
    })
  }

  const exits = new Map<string, BlockExits>()
  const typeOf = new Map<string, string>()
  for (const [surveyId, runtime] of runtimes) {
    for (const block of runtime.blocks) {
      exits.set(keyOf(surveyId, block.unique_question_id), blockExits(runtime, block))
      typeOf.set(keyOf(surveyId, block.unique_question_id), block.type)
    }
  }
  const holds = new Map<string, Rule[]>()
  const fires = new Map<string, Rule[]>()
  for (const r of rules) {
    if (r.kind === 'waitFor') push(holds, r.to, r)
    push(fires, r.from, r)
  }
  const waiting = new Map<string, number>()
  for (const [to, list] of holds) if (typeOf.get(to) !== 'message') waiting.set(to, list.length)
  const released = new Set<Rule>()
  const reached = new Set<string>()
  const passed = new Set<string>()
  const queue: string[] = []
  let head = 0
  const reach = (key: string) => {
    if (reached.has(key) || !exits.has(key)) return
    reached.add(key)
    if ((waiting.get(key) ?? 0) === 0) queue.push(key)
  }
  const gated = new Set(rules.filter((r) => r.init).map((r) => surveyOf(r.to)))
  dialogs.forEach((d, i) => {
    const runtime = runtimes.get(d.survey_id)
    if (runtime?.startId && (i === 0 || !gated.has(d.survey_id))) reach(keyOf(d.survey_id, runtime.startId))
  })
  // A dialog the editor may not view is not checked: its triggers count as fired.
  const unseen = rules.filter((r) => !runtimes.has(surveyOf(r.from)))
  for (const r of unseen) {
    if (r.kind === 'moveTo' || r.init) reach(r.to)
    if (r.kind === 'waitFor') release(r)
  }
  for (let key = queue[head]; key !== undefined; key = queue[++head]) {
    if (passed.has(key)) continue
    passed.add(key)
    const surveyId = surveyOf(key)
    for (const next of exits.get(key)?.next ?? []) if (next !== null) reach(keyOf(surveyId, next))
    for (const r of fires.get(key) ?? []) {
      if (r.kind === 'moveTo' || r.init) reach(r.to)
      if (r.kind === 'waitFor') release(r)
    }
  }
  function release(r: Rule) {
    if (released.has(r)) return
    released.add(r)
    const left = (waiting.get(r.to) ?? 1) - 1
    waiting.set(r.to, left)
    if (left === 0 && reached.has(r.to)) queue.push(r.to)
  }

  for (const [surveyId, runtime] of runtimes) {
    for (const block of runtime.blocks) {
      const key = keyOf(surveyId, block.unique_question_id)
      const at = { survey_id: surveyId, block: block.unique_question_id }
      if (!reached.has(key)) {
        out.push({
          ...at,
          id: `multichat_unreachable:${surveyId}:${block.unique_question_id}`,
          kind: 'multichat_unreachable',
          severity: 'warning',
        })
      } else if (!passed.has(key)) {
        const waitsFor: TriggerEndRef[] = (holds.get(key) ?? [])
          .filter((r) => !released.has(r))
          .map((r) => ({ survey_id: r.trigger.survey_id, unique_question_id: r.trigger.unique_question_id }))
        out.push({
          ...at,
          id: `multichat_stuck:${surveyId}:${block.unique_question_id}`,
          kind: 'multichat_stuck',
          severity: 'error',
          waitsFor,
        })
      }
    }
  }
  for (const r of rules) {
    if (passed.has(r.from) || !runtimes.has(surveyOf(r.from))) continue
    out.push({
      id: `trigger_never_fires:${r.trigger.survey_id}:${r.trigger.id}`,
      kind: 'trigger_never_fires',
      severity: 'warning',
      survey_id: r.trigger.survey_id,
      block: r.trigger.unique_question_id,
      trigger: r.trigger.id,
    })
  }
  return out
}
