// A generated crime game for the simulate_path benchmark: a lead dialog (the investigator) that
// starts the other dialogs one by one, witnesses whose answers release the lead's questions, and
// moves between the chats, as the games in the seed data do, only much bigger.
import type { TriggerInput, RuntimeDialog } from '@engine/runtime'
import { aDialog, type BlockFixture } from '@engine/testing'
import { rng } from '../script'

export interface PathGame {
  dialogs: RuntimeDialog[]
  triggers: TriggerInput[]
  targets: Record<string, string>
}

const options = (ids: string[]) => ids.map((id) => ({ id, label: `Antwort ${id}` }))
export const qid = (dialog: number, block: number) => `d${dialog}q${block}`

/** One dialog of `blocks` questions: choices, open blocks with intents, likert, messages, jumps back and forth. */
function dialogOf(d: number, blocks: number, random: () => number): RuntimeDialog {
  const jumps: [string, string, string][] = []
  const within = (j: number, by: number) => qid(d, Math.min(blocks, Math.max(1, j + by)))
  const fixtures: BlockFixture[] = Array.from({ length: blocks }, (_, i) => {
    const j = i + 1
    const id = qid(d, j)
    if (j === blocks) return { unique_question_id: id, type: 'open', is_end: true }
    const roll = random()
    if (roll < 0.3) {
      // A forward shortcut and a way back (a question asked again).
      jumps.push([id, 'o2', within(j, 2 + Math.floor(random() * 6))])
      if (random() < 0.5) jumps.push([id, 'o3', within(j, -2 - Math.floor(random() * 8))])
      return { unique_question_id: id, type: 'single_choice', options: options(['o1', 'o2', 'o3']) }
    }
    if (roll < 0.55) {
      jumps.push([id, 'lob', within(j, 1 + Math.floor(random() * 4))])
      if (random() < 0.4) jumps.push([id, 'kritik', within(j, -1 - Math.floor(random() * 5))])
      return { unique_question_id: id, type: 'open', nachfrage: random() < 0.5 ? 'Wie meinen Sie das?' : '' }
    }
    if (roll < 0.65) {
      jumps.push([id, '4-5', within(j, 3)])
      return { unique_question_id: id, type: 'likert', likert_scale: 5 }
    }
    if (roll < 0.72) return { unique_question_id: id, type: 'number', min: 0, max: 120 }
    if (roll < 0.9) return { unique_question_id: id, type: 'message' }
    return { unique_question_id: id, type: random() < 0.5 ? 'email' : 'qa' }
  })
  return aDialog({
    survey_id: `d${d}`,
    blocks: fixtures,
    jumps,
    welcome: d === 0 ? 'Willkommen bei der Ermittlung.' : '',
  })
}

/**
 * `dialogs` dialogs of `blocks` blocks. Triggers: the lead starts dialog k at its question 5k
 * (startDialog), so the last one starts late; witness k's question 30 releases the lead's
 * question 5k+3 (waitFor); every third witness moves the lead on at its question 50 (moveTo),
 * and witnesses wait for each other here and there.
 */
export function pathGame(dialogs = 20, blocks = 100, seed = 8): PathGame {
  const random = rng(seed)
  const all = Array.from({ length: dialogs }, (_, d) => dialogOf(d, blocks, random))
  const triggers: TriggerInput[] = []
  const trigger = (from: string, question: string, kind: string, to: string, target: string, init = false) =>
    triggers.push({
      survey_id: from,
      unique_question_id: question,
      trigger: `${kind};${to};${target}`,
      init_survey: init,
    })
  const at = (k: number) => Math.min(blocks - 1, k)
  for (let k = 1; k < dialogs; k++) {
    trigger('d0', qid(0, at(5 * k)), 'waitFor', `d${k}`, qid(k, 1), true)
    trigger(`d${k}`, qid(k, at(30)), 'waitFor', 'd0', qid(0, at(5 * k + 3)))
    if (k % 3 === 0) trigger(`d${k}`, qid(k, at(50)), 'moveTo', 'd0', qid(0, at(5 * k + 10)))
    if (k > 1 && k % 4 === 0) trigger(`d${k - 1}`, qid(k - 1, at(20)), 'waitFor', `d${k}`, qid(k, at(40)))
  }
  const last = dialogs - 1
  return {
    dialogs: all,
    triggers,
    targets: {
      near: qid(0, 4),
      deep: qid(0, at(blocks - 5)),
      lateStarted: qid(last, at(60)),
      witnessDeep: qid(Math.floor(dialogs / 2), at(90)),
    },
  }
}
