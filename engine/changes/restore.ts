import type { Block } from '../model/block'
import type { Change, Conflict, Document, Gone, Restore, VersionedChange } from './Change'
import { GONE } from './Change'
import { BlockTable } from '../model/BlockTable'
import { sameValue } from '../model/sameValue'
import type { ChangeKind } from './ChangeKind'
import { draftOf, finishDraft, isDraft } from './draft'
import { type Steps, drain } from '../model/steps'

/** The module of a sub-change; the registry passes its own lookup, so this module does not import it (no cycle). */
export type KindLookup = (c: Change) => ChangeKind<Change>

/**
 * A restore is its sub-changes in order: each applies to the document the ones before it left,
 * inverts in reverse order, rebases one by one (a sub-change whose target a colleague deleted
 * drops out), and conflicts where its first sub-change conflicts.
 */
export function restoreKind(kindOf: KindLookup): ChangeKind<Restore> {
  function* applyAll<D extends Document>(doc: D, changes: readonly Change[]): Steps<D> {
    let work = doc
    for (const sub of changes) {
      work = kindOf(sub).apply(work, sub)
      yield
    }
    return work
  }

  function* applySteps<D extends Document>(doc: D, c: Restore): Steps<D> {
    // Inside a batch the caller owns the draft; otherwise one draft for all sub-changes
    // (draft.ts): O(log n) per sub-change instead of a copy of the block list per change.
    if (isDraft(doc)) return yield* applyAll(doc, c.changes)
    const next = finishDraft(yield* applyAll(draftOf(doc), c.changes), doc)
    if (next.blocks === doc.blocks) return next
    // Sub-changes that renumber blocks and then number them back (a delete, then a create) leave
    // equal blocks as new objects: keep the ones that did not change, as a single change does,
    // so what is derived from blocks (the graph) sees only real changes.
    let reused = false
    const blocks: Block[] = []
    for (const block of next.blocks.values()) {
      const before = doc.blocks.get(block.unique_question_id)
      const same = before !== undefined && before !== block && sameValue(before, block)
      if (same) reused = true
      blocks.push(same ? before : block)
      yield
    }
    return reused ? { ...next, blocks: BlockTable.of(blocks) } : next
  }

  function* rebaseSteps(c: Restore, doc: Document): Steps<Restore | Gone> {
    // A draft of its own: a rebase reads `doc`, never changes it.
    let work: Document = draftOf(doc)
    let same = true
    const changes: VersionedChange[] = []
    for (const sub of c.changes) {
      yield
      const rebased = kindOf(sub).rebase(sub, work)
      if (rebased === GONE) {
        same = false
        continue
      }
      try {
        work = kindOf(rebased).apply(work, rebased)
      } catch {
        // What no longer applies on the colleague's document is left out, as a GONE target is.
        same = false
        continue
      }
      if (rebased !== sub) same = false
      changes.push(rebased as VersionedChange)
    }
    return same ? c : { ...c, changes }
  }

  return {
    kind: 'restore',
    apply: (doc, c) => drain(applySteps(doc, c)),
    applySteps,
    invert: (c) => ({
      kind: 'restore',
      version: c.version,
      changes: c.changes.map((s) => kindOf(s).invert(s) as VersionedChange).reverse(),
    }),
    rebase: (c, doc) => drain(rebaseSteps(c, doc)),
    rebaseSteps,
    conflict(doc, c) {
      let work: Document = draftOf(doc)
      for (const sub of c.changes) {
        const found: Conflict | null = kindOf(sub).conflict(work, sub)
        if (found) return found
        try {
          work = kindOf(sub).apply(work, sub)
        } catch {
          return { code: 'changed_by_other' }
        }
      }
      return null
    },
    merge: () => null,
    isNoop: (c) => c.changes.every((s) => kindOf(s).isNoop(s)),
    // Any versioned part: what its changes touch, and a rebase drops what no longer applies.
    footprint: () => ({ survey: true, blocks: 'all', connections: true, exitConditions: true }),
    notFound: 'survey_not_found',
  }
}
