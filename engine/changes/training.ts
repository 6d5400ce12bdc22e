import { EngineError } from '../EngineError'
import { sameValue } from '../model/sameValue'
import type { TrainingExample } from '../model/trainingExample'
import { type Anchor, type Document, GONE, type Training } from './Change'
import type { ChangeKind } from './ChangeKind'
import { anchorAt, anchorBefore, resolveAnchor, sameAnchor } from './anchor'

export const examplesOf = (doc: Document): readonly TrainingExample[] => doc.trainingExamples ?? []

const exampleId = (e: TrainingExample) => e.id

/**
 * Where `c`'s examples are in `doc`: the place of the first (in list order) of those it names
 * that is there, otherwise (an add) its insert place read anew.
 */
export function placeIn(doc: Document, c: Training): Anchor {
  const keys = examplesOf(doc).map(exampleId)
  const named = new Set(c.before.map(exampleId))
  const first = keys.findIndex((id) => named.has(id))
  if (first >= 0) return anchorAt(keys, first)
  return anchorBefore(keys, resolveAnchor(keys, c.at ?? { index: keys.length, after: keys.at(-1) ?? null }))
}

/** The examples a change names, as they are in `doc`. */
function liveExamples(doc: Document, c: Training): TrainingExample[] {
  const ids = new Set([...c.before, ...c.after].map((e) => e.id))
  return examplesOf(doc).filter((e) => ids.has(e.id))
}

/**
 * Example answers of intent jumps (issue #9). The examples named in `before` leave, those in
 * `after` come (in place if they were there). Outside the dialog's version, on purpose (docs/training.md).
 */
export const training: ChangeKind<Training> = {
  kind: 'training',
  apply(doc, c) {
    // Every training call names its block and the server refuses all of them, deletes too, when
    // the block is gone (server/routes/training/trainingBlock.ts). Checking only the examples that
    // come let a delete of a deleted block's example apply whose undo then could not.
    for (const id of [c.block, ...c.after.map((e) => e.unique_question_id)])
      if (!doc.blocks.has(id)) throw new EngineError('block_not_found', `Block ${id} existiert nicht.`)
    const removed = new Set(c.before.map((e) => e.id))
    const added = new Map(c.after.map((e) => [e.id, e]))
    const current = examplesOf(doc)
    const kept = current.filter((e) => !removed.has(e.id) || added.has(e.id)).map((e) => added.get(e.id) ?? e)
    const present = new Set(kept.map((e) => e.id))
    const coming = [...added.values()].filter((e) => !present.has(e.id))
    if (coming.length === 0) return { ...doc, trainingExamples: kept }
    // Examples that come go to the change's place: an undone delete puts the example back where
    // it was, as the server lists it (by id) after a reload. Without a place they are appended.
    const index = c.at ? resolveAnchor(kept.map(exampleId), c.at) : kept.length
    return { ...doc, trainingExamples: [...kept.slice(0, index), ...coming, ...kept.slice(index)] }
  },
  invert: (c) => ({ ...c, before: c.after, after: c.before }),
  rebase(c, doc) {
    if (!doc.blocks.has(c.block)) return GONE
    const live = new Map(liveExamples(doc, c).map((e) => [e.id, e]))
    // An edit or delete of an example someone else deleted has nothing left to change.
    if (c.before.length > 0 && c.before.every((e) => !live.has(e.id))) return GONE
    const before = c.before.flatMap((e) => {
      const now = live.get(e.id)
      return now ? [now] : []
    })
    if (!c.at) return sameValue(before, c.before) ? c : { ...c, before }
    const at = placeIn(doc, c)
    return sameValue(before, c.before) && sameAnchor(at, c.at) ? c : { ...c, before, at }
  },
  conflict(doc, c) {
    if (!doc.blocks.has(c.block)) return { code: 'deleted_by_other' }
    const live = new Map(liveExamples(doc, c).map((e) => [e.id, e]))
    for (const e of c.before) {
      const now = live.get(e.id)
      if (!now) return { code: 'deleted_by_other' }
      if (!sameValue(now, e)) return { code: 'changed_by_other' }
    }
    const expected = new Set(c.before.map((e) => e.id))
    return c.after.some((e) => !expected.has(e.id) && live.has(e.id)) ? { code: 'exists' } : null
  },
  merge: () => null,
  isNoop: (c) => sameValue(c.before, c.after),
  // apply checks the block of the change and of every example that comes.
  footprint: (c) => ({ blocks: [c.block, ...c.after.map((e) => e.unique_question_id)], trainingExamples: true }),
  notFound: 'example_not_found',
}
