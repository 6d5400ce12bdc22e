import { randomUUID } from 'node:crypto'
import { type Block, Block as BlockSchema } from '@engine/model'
import type { EditorClient } from '../editorClient'
import { asCall } from '../editorClient'
import { SIZES } from '../seed'
import { PreparationFailed, attack } from './attack'

/** Sub-changes per preparing request: small enough for any sane cap, and no quadratic cost. */
const CHUNK = 250

type SubChange = { kind: 'block.create' | 'block.delete'; block: Block; at: { index: number; after: string | null } }

const blockOf = (surveyId: string, i: number): Block =>
  BlockSchema.parse({
    unique_question_id: `r${i}`,
    survey_id: surveyId,
    order: i,
    type: 'message',
    context: `Nachricht ${i} der wiederhergestellten Fassung`,
  })

/** Block i created at the end of a dialog that holds blocks 0..i-1. */
const create = (b: Block, i: number): SubChange => ({
  kind: 'block.create',
  block: b,
  at: { index: i, after: i > 0 ? `r${i - 1}` : null },
})

/** `version`: a version that exists, as the client's restore names the one it restores. */
async function restore(
  editor: EditorClient,
  surveyId: string,
  version: number,
  changes: SubChange[],
  signal: AbortSignal,
  what = 'prepare',
) {
  return editor.call(what, 'POST', `/api/surveys/${surveyId}/changes`, {
    json: { change_id: randomUUID(), change: { kind: 'restore', version, changes } },
    signal,
  })
}

/**
 * The dialog gets 4,000 blocks in requests of 250 (the version V that has them), then loses them
 * again the same way; the window's one request restores V: 4,000 `block.create` in one `restore`,
 * as the version history's "Wiederherstellen" sends it.
 */
export const restoreAttack = attack({
  name: 'restore',
  title: 'restore of a 4,000-block version (POST …/changes)',
  async prepare({ editor, seeded }) {
    const surveyId = seeded.restoreSurvey
    const signal = AbortSignal.timeout(600_000)
    const loaded = await editor.call('load', 'POST', '/api/dialog', { json: { survey_id: surveyId }, signal })
    let version = (loaded.body as { version?: number } | null)?.version
    if (loaded.status !== 200 || version === undefined) throw new PreparationFailed(`POST /api/dialog ${loaded.status}`)
    const empty = version
    const blocks = Array.from({ length: SIZES.restoreBlocks }, (_, i) => blockOf(surveyId, i))
    const step = async (changes: SubChange[]) => {
      const reply = await restore(editor, surveyId, empty, changes, signal)
      if (reply.status !== 200)
        throw new PreparationFailed(`restore of ${changes.length}: ${reply.status} ${JSON.stringify(reply.body)}`)
      version = (reply.body as { version: number }).version
    }
    for (let i = 0; i < blocks.length; i += CHUNK)
      await step(blocks.slice(i, i + CHUNK).map((b, j) => create(b, i + j)))
    const full = version
    // Deleting from the end: every block's place is the one it was created at.
    for (let end = blocks.length; end > 0; end -= CHUNK) {
      const deletes: SubChange[] = []
      for (let i = end - 1; i >= Math.max(0, end - CHUNK); i--)
        deletes.push({ ...create(blocks[i]!, i), kind: 'block.delete' })
      await step(deletes)
    }
    // On the wire as the 1 MB restore had them (~170 bytes a create): the schema fills the defaults.
    const lean = blocks.map((b, i) =>
      create(
        {
          unique_question_id: b.unique_question_id,
          survey_id: surveyId,
          order: i,
          type: 'message',
          context: `N ${i}`,
        } as Block,
        i,
      ),
    )
    return { surveyId, full, creates: lean }
  },
  async run({ editor }, { surveyId, full, creates }, signal) {
    const reply = await restore(editor, surveyId, full, creates, signal, `restore ${creates.length} blocks`)
    return [asCall(reply)]
  },
})
