import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { EngineError } from '../EngineError'
import { Block } from '../model/block'
import { BlockTable } from '../model/BlockTable'
import { Connection, connectionKey } from '../model/connection'
import { ExitCondition } from '../model/exitCondition'
import { Survey } from '../model/survey'
import { TrainingExample } from '../model/trainingExample'
import { Trigger } from '../model/trigger'
import { sameValue } from '../model/sameValue'
import { arbDocument, arbText, contentOf } from '../testing/arbitraries'
import { arbChange, arbChangeSequence } from '../testing/arbChange'
import { blockMove, configChange, fieldChange, fixedMessageChange } from '../testing/changeBuilders'
import { createSameThing, deletionOfTarget, editOfTarget } from '../testing/colleagueChanges'
import { anchorAt, resolveAnchor } from './anchor'
import {
  applyChange,
  conflictOf,
  footprintOf,
  invertChange,
  isNoopChange,
  mergeChanges,
  rebaseChange,
  serverApply,
} from './apply'
import { fieldValue } from './blockField'
import { type Change, type Document, type Footprint, GONE } from './Change'
import { endBlocksOf } from './endBlocks'
import { samePosition } from './positions'
import { kindOf, kinds } from './registry'
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, parseChange } from './schema'

const runs = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) }

const arbCase = arbDocument().chain((doc) => arbChange(doc).map((change) => ({ doc, change })))
/**
 * My change and what a colleague did first on the same document: any change, or one aimed at
 * my change's target (another value for it, or deleting it).
 */
const arbRace = arbCase.chain(({ doc, change: mine }) => {
  const any = { arbitrary: arbChange(doc).map((c) => [c]), weight: 1 }
  const aimed = [editOfTarget(doc, mine)?.changes, deletionOfTarget(doc, mine)].flatMap((changes) =>
    changes ? [{ arbitrary: fc.constant(changes), weight: 2 }] : [],
  )
  return fc.oneof(any, ...aimed).map((theirs) => ({ doc, mine, theirs }))
})

/** The refusal of a create whose id is taken, per kind. */
const EXISTS: Partial<Record<Change['kind'], string>> = {
  'block.create': 'block_exists',
  exitCondition: 'condition_exists',
  trigger: 'trigger_id_taken',
}

const applyAll = (doc: Document, changes: readonly Change[]) => changes.reduce((d, c) => applyChange(d, c), doc)

/** The EngineError code `run` throws, or undefined when it does not throw. */
function errorCode(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return error instanceof EngineError ? error.code : `not an EngineError: ${String(error)}`
  }
}

/** Items of a keyed list as the change's kind sees them. */
function listOf(doc: Document, c: Change): { keys: string[]; items: readonly unknown[] } | undefined {
  if (c.kind === 'exitCondition') return { keys: doc.exitConditions.map((x) => x.id), items: doc.exitConditions }
  if (c.kind === 'connection') return { keys: doc.connections.map(connectionKey), items: doc.connections }
  if (c.kind === 'trigger') return { keys: doc.triggers.map((x) => x.id), items: doc.triggers }
  return undefined
}
const listKeyOf = (c: Change) => (c.kind === 'connection' ? c.key : 'id' in c ? c.id : '')

/** The intent of an end-blocks change: the blocks it marks or unmarks. */
const endIntent = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((id) => !before.includes(id)),
  ...before.filter((id) => !after.includes(id)),
]

/** The document as the server loads it for a change: the footprint's parts, the settings, nothing else. */
function restrictTo(doc: Document, footprint: Footprint): Document {
  const blocks =
    footprint.blocks === 'all'
      ? doc.blocks
      : BlockTable.of((footprint.blocks ?? []).flatMap((id) => doc.blocks.get(id) ?? []))
  return {
    survey: doc.survey,
    blocks,
    connections: footprint.connections ? doc.connections : [],
    exitConditions: footprint.exitConditions ? doc.exitConditions : [],
    triggers: footprint.triggers ? doc.triggers : [],
    ...(footprint.trainingExamples && doc.trainingExamples ? { trainingExamples: doc.trainingExamples } : {}),
  }
}

/** What `run` returns, or the EngineError code it throws. */
function attempt<T>(run: () => T): { result?: T; error?: string } {
  const error = errorCode(() => run())
  return error === undefined ? { result: run() } : { error }
}

/** Whether nothing of what `c` changes is left in `doc` (so a rebase must answer GONE). */
function targetGone(doc: Document, c: Change): boolean {
  switch (c.kind) {
    case 'block.field':
    case 'block.move':
      return !doc.blocks.has(c.block)
    case 'block.delete':
      return !doc.blocks.has(c.block.unique_question_id)
    case 'positions':
      return Object.keys(c.after).every((id) => !doc.blocks.has(id))
    case 'endBlocks': {
      const named = endIntent(c.before, c.after)
      return named.length > 0 && named.every((id) => !doc.blocks.has(id))
    }
    case 'exitCondition':
    case 'connection':
    case 'trigger': {
      const there = listOf(doc, c)?.keys.includes(listKeyOf(c)) ?? false
      // "Connect this handle" holds whatever is there: a jump that is gone is connected anew.
      if (c.kind === 'connection' && c.after !== null) return false
      return c.before !== null && !there
    }
    case 'training': {
      const ids = new Set((doc.trainingExamples ?? []).map((e) => e.id))
      return !doc.blocks.has(c.block) || (c.before.length > 0 && c.before.every((e) => !ids.has(e.id)))
    }
    case 'block.create':
    case 'config':
    case 'fixedMessage':
      return false
    case 'restore':
      // A restore drops what is gone and keeps the rest (possibly nothing): never GONE.
      return false
  }
}

/** Whether `c`'s `before` and places are those of `doc`, an independent reading of "rebased onto doc". */
function fitsDocument(doc: Document, c: Change): boolean {
  const ids = doc.blocks.ids
  switch (c.kind) {
    case 'restore': {
      let work = doc
      for (const sub of c.changes) {
        if (!fitsDocument(work, sub)) return false
        work = applyChange(work, sub)
      }
      return true
    }
    case 'block.field': {
      const block = doc.blocks.get(c.block)
      return !!block && sameValue(c.before, fieldValue(block, c.key))
    }
    case 'block.create':
      return !doc.blocks.has(c.block.unique_question_id) && resolveAnchor(ids, c.at) === c.at.index
    case 'block.delete': {
      const id = c.block.unique_question_id
      return sameValue(c.block, doc.blocks.get(id)) && sameValue(c.at, anchorAt(ids, doc.blocks.indexOf(id)))
    }
    case 'block.move': {
      const rest = ids.filter((id) => id !== c.block)
      return sameValue(c.from, anchorAt(ids, doc.blocks.indexOf(c.block))) && resolveAnchor(rest, c.to) === c.to.index
    }
    case 'positions':
      return Object.keys(c.after).every(
        (id) => doc.blocks.has(id) && samePosition(c.before[id], doc.blocks.get(id)?.position),
      )
    case 'endBlocks':
      return sameValue(c.before, endBlocksOf(doc))
    case 'config':
    case 'fixedMessage':
      return sameValue(c.before, doc.survey[c.key])
    case 'exitCondition':
    case 'connection':
    case 'trigger': {
      const { keys, items } = listOf(doc, c) ?? { keys: [], items: [] }
      const i = keys.indexOf(listKeyOf(c))
      if (i < 0) return c.before === null && resolveAnchor(keys, c.at) === c.at.index
      return sameValue(c.before, items[i]) && sameValue(c.at, anchorAt(keys, i))
    }
    case 'training': {
      const examples = doc.trainingExamples ?? []
      const live = new Map(examples.map((e) => [e.id, e]))
      const keys = examples.map((e) => e.id)
      const first = keys.findIndex((id) => c.before.some((e) => e.id === id))
      const placed =
        c.at === undefined ||
        (first >= 0 ? sameValue(c.at, anchorAt(keys, first)) : resolveAnchor(keys, c.at) === c.at.index)
      return placed && c.before.every((e) => sameValue(e, live.get(e.id)))
    }
  }
}

describe('every kind of change, for any small dialog', () => {
  it('the arbitraries produce every kind, and creates, updates and deletes of list items', () => {
    const seen = new Set<string>()
    for (const { change } of fc.sample(arbCase, { numRuns: 600, seed: 7 })) {
      seen.add(change.kind)
      if (change.kind === 'exitCondition' || change.kind === 'connection' || change.kind === 'trigger')
        seen.add(`${change.kind}:${change.before === null ? 'create' : change.after === null ? 'delete' : 'update'}`)
      if (change.kind === 'training')
        seen.add(`training:${change.before.length === 0 ? 'add' : change.after.length === 0 ? 'delete' : 'edit'}`)
    }
    const lists = ['exitCondition', 'connection'].flatMap((k) => [`${k}:create`, `${k}:update`, `${k}:delete`])
    const expected = [...Object.keys(kinds), ...lists, 'trigger:create', 'trigger:delete']
    expect([...seen].filter((k) => !k.startsWith('trigger:update')).sort()).toEqual(
      [...expected, 'training:add', 'training:edit', 'training:delete'].sort(),
    )
  })

  it('generated documents satisfy the model schemas and refer only to their own blocks', () => {
    const parsesAs = (schema: z.ZodType, value: unknown) => expect(schema.parse(value)).toEqual(value)
    fc.assert(
      fc.property(arbDocument(), (doc) => {
        const ids = new Set(doc.blocks.ids)
        parsesAs(Survey, doc.survey)
        doc.blocks.values().forEach((b, i) => {
          parsesAs(Block, b)
          expect(b.order).toBe(i)
        })
        expect(new Set(doc.connections.map(connectionKey)).size).toBe(doc.connections.length)
        for (const c of doc.connections) {
          parsesAs(Connection, c)
          expect(ids.has(c.source) && ids.has(c.target)).toBe(true)
        }
        for (const c of doc.exitConditions) {
          parsesAs(ExitCondition, c)
          expect(c.unique_question_id === null || ids.has(c.unique_question_id)).toBe(true)
        }
        for (const t of doc.triggers) {
          parsesAs(Trigger, t)
          expect(ids.has(t.unique_question_id)).toBe(true)
        }
        for (const e of doc.trainingExamples ?? []) {
          parsesAs(TrainingExample, e)
          expect(doc.blocks.get(e.unique_question_id)?.type).toBe('open')
        }
      }),
      runs,
    )
  })

  it('applying a change and then its inverse gives the document back, list order included', () => {
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        const next = applyChange(doc, change)
        expect(contentOf(applyChange(next, invertChange(change)))).toEqual(contentOf(doc))
      }),
      runs,
    )
  })

  it('undoing a sequence of changes in reverse order gives the document back', () => {
    const arbSequence = arbDocument().chain((doc) => arbChangeSequence(doc, 6).map((changes) => ({ doc, changes })))
    fc.assert(
      fc.property(arbSequence, ({ doc, changes }) => {
        const done = applyAll(doc, changes)
        expect(contentOf(applyAll(done, changes.map(invertChange).reverse()))).toEqual(contentOf(doc))
      }),
      runs,
    )
  })

  it('undoing a sequence of my own changes step by step meets no conflict', () => {
    const arbSequence = arbDocument().chain((doc) => arbChangeSequence(doc, 6).map((changes) => ({ doc, changes })))
    fc.assert(
      fc.property(arbSequence, ({ doc, changes }) => {
        let current = applyAll(doc, changes)
        for (const change of [...changes].reverse()) {
          const undo = invertChange(change)
          expect(conflictOf(current, undo)).toBeNull()
          current = applyChange(current, undo)
        }
      }),
      runs,
    )
  })

  it('a rebase onto the document the change was built on changes nothing', () => {
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        expect(rebaseChange(change, doc)).toEqual(change)
      }),
      runs,
    )
  })

  it("after a colleague's change, a rebase is GONE exactly when the target is gone, and otherwise applies with the new document's before and places", () => {
    fc.assert(
      fc.property(arbRace, ({ doc, mine, theirs }) => {
        const after = applyAll(doc, theirs)
        const rebased = rebaseChange(mine, after)
        expect(rebased === GONE).toBe(targetGone(after, mine))
        if (rebased === GONE) return
        if (theirs.some((c) => createSameThing(mine, c))) {
          // Two creates of one id: the second is refused, as the server refuses it. (Example ids
          // are the client's own, so two adds of one example do not happen.)
          if (mine.kind !== 'training') expect(errorCode(() => applyChange(after, rebased))).toBe(EXISTS[mine.kind])
          return
        }
        expect(errorCode(() => applyChange(after, rebased))).toBeUndefined()
        expect(fitsDocument(after, rebased)).toBe(true)
        expect(conflictOf(after, rebased)).toBeNull()
        expect(rebaseChange(rebased, after)).toEqual(rebased)
      }),
      runs,
    )
  })

  it('applying a merge of two typing steps equals applying both, and its inverse undoes both', () => {
    const arbTyping = arbDocument().chain((doc) => {
      const steps: fc.Arbitrary<(d: Document, value: string) => Change>[] = [
        fc
          .constantFrom('welcome_message' as const, 'ending_message' as const)
          .map((key) => (d: Document, v: string) => fixedMessageChange(d.survey, key, v)),
        fc.constant((d: Document, v: string) => configChange(d.survey, 'survey_name', `${v}.`)),
      ]
      if (doc.blocks.size > 0)
        steps.push(
          fc
            .tuple(
              fc.constantFrom(...doc.blocks.ids),
              fc.constantFrom(
                'context' as const,
                'nachfrage' as const,
                'acknowledgement' as const,
                'qa_fallback' as const,
              ),
            )
            .map(
              ([id, key]) =>
                (d: Document, v: string) =>
                  fieldChange(d, id, key, v),
            ),
        )
      return fc.record({ doc: fc.constant<Document>(doc), step: fc.oneof(...steps), first: arbText, second: arbText })
    })
    fc.assert(
      fc.property(arbTyping, ({ doc, step, first, second }) => {
        const a = step(doc, first)
        const mid = applyChange(doc, a)
        const b = step(mid, second)
        const merged = mergeChanges(a, b)
        expect(merged).not.toBeNull()
        if (!merged) return
        const both = applyChange(mid, b)
        expect(contentOf(applyChange(doc, merged))).toEqual(contentOf(both))
        expect(contentOf(applyChange(both, invertChange(merged)))).toEqual(contentOf(doc))
      }),
      runs,
    )
  })

  it('two consecutive changes merge only when they edit the same field, setting or message, and then the merge equals both', () => {
    // The second step is any change, or another value for what the first one changed.
    const arbPair = arbCase.chain(({ doc, change: a }) => {
      const mid = applyChange(doc, a)
      const again = editOfTarget(mid, a)?.changes[0]
      return (again ? fc.oneof(arbChange(mid), fc.constant(again)) : arbChange(mid)).map((b) => ({ doc, a, b }))
    })
    fc.assert(
      fc.property(arbPair, ({ doc, a, b }) => {
        const merged = mergeChanges(a, b)
        expect(merged !== null).toBe(typesIntoSameText(a, b))
        if (merged === null) return
        const both = applyChange(applyChange(doc, a), b)
        expect(contentOf(applyChange(doc, merged))).toEqual(contentOf(both))
        expect(contentOf(applyChange(both, invertChange(merged)))).toEqual(contentOf(doc))
      }),
      runs,
    )
  })

  it('a created block lands at its place whatever its own order says', () => {
    const arbCreate = arbDocument().chain((doc) => arbChange(doc, ['block.create']).map((change) => ({ doc, change })))
    fc.assert(
      fc.property(arbCreate, fc.nat({ max: 20 }), ({ doc, change }, order) => {
        if (change.kind !== 'block.create') throw new Error(`asked for a create, got ${change.kind}`)
        const misplaced = { ...change, block: { ...change.block, order } }
        expect(contentOf(applyChange(doc, misplaced))).toEqual(contentOf(applyChange(doc, change)))
      }),
      runs,
    )
  })

  it('a change that isNoop leaves the content as it was', () => {
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        if (isNoopChange(change)) expect(contentOf(applyChange(doc, change))).toEqual(contentOf(doc))
      }),
      runs,
    )
  })

  it('undo right after the change has no conflict', () => {
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        expect(conflictOf(applyChange(doc, change), invertChange(change))).toBeNull()
      }),
      runs,
    )
  })

  it('undo after a colleague changed the same target is changed_by_other (exists where they created it)', () => {
    let checked = 0
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        const done = applyChange(doc, change)
        const undo = invertChange(change)
        const edit = editOfTarget(done, undo)
        // A move onto its own place undoes nothing, so it overwrites nothing (the next law).
        if (!edit || (undo.kind === 'block.move' && isNoopChange(undo))) return
        checked++
        expect(conflictOf(applyAll(done, edit.changes), undo)?.code).toBe(edit.expected)
      }),
      runs,
    )
    expect(checked).toBeGreaterThan(0)
  })

  it('undo of a move onto its own place meets no conflict and moves nothing, whatever others did since', () => {
    let checked = 0
    // Any change rarely is a move onto its own place (about 1 case in 60, so a run of 300 checked
    // nothing about once in 150 runs): half the cases are built as one.
    const arbStay = arbDocument()
      .filter((doc) => doc.blocks.size >= 2)
      .chain((doc) =>
        fc.nat({ max: doc.blocks.size - 1 }).map((i) => ({ doc, change: blockMove(doc, doc.blocks.ids[i] ?? '', i) })),
      )
    fc.assert(
      fc.property(fc.oneof(arbStay, arbCase), ({ doc, change }) => {
        if (change.kind !== 'block.move' || !isNoopChange(change)) return
        const undo = invertChange(change)
        const edit = editOfTarget(applyChange(doc, change), undo)
        if (!edit) return
        checked++
        const theirs = applyAll(applyChange(doc, change), edit.changes)
        expect(conflictOf(theirs, undo)).toBeNull()
        const rebased = rebaseChange(undo, theirs)
        expect(rebased !== GONE && contentOf(applyChange(theirs, rebased))).toEqual(contentOf(theirs))
      }),
      { numRuns: Math.max(runs.numRuns, 300) },
    )
    expect(checked).toBeGreaterThan(0)
  })

  it('undo after a colleague deleted the target is deleted_by_other', () => {
    let checked = 0
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        const done = applyChange(doc, change)
        const undo = invertChange(change)
        const deletion = deletionOfTarget(done, undo)
        if (!deletion) return
        checked++
        expect(conflictOf(applyAll(done, deletion), undo)?.code).toBe('deleted_by_other')
      }),
      runs,
    )
    expect(checked).toBeGreaterThan(0)
  })

  it('every change survives a JSON round trip through the schema unchanged', () => {
    fc.assert(
      fc.property(arbCase, ({ change }) => {
        expect(parseChange(JSON.parse(JSON.stringify(change)))).toEqual(change)
      }),
      runs,
    )
  })

  it('a lone UTF-16 surrogate in any text of a change is refused with invalid_input, naming the field', () => {
    fc.assert(
      fc.property(
        arbCase,
        fc.nat(),
        fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
        ({ change }, pick, unit) => {
          const json = JSON.parse(JSON.stringify(change)) as unknown
          const paths = stringPaths(json)
          for (const path of [paths[pick % paths.length] ?? []]) {
            // At the end, so the unit cannot pair with a neighbour.
            const broken = withString(json, path, (s) => `${s}${unit}`)
            expect(errorCode(() => parseChange(broken))).toBe('invalid_input')
            if (errorCode(() => parseChange(withString(json, path, (s) => `${s}\u0001`))) !== undefined) continue
            expect(() => parseChange(broken)).toThrow(
              `Ungültige Eingabe: Feld '${path.join('.')}': ${LONE_SURROGATE_MESSAGE}.`,
            )
          }
        },
      ),
      runs,
    )
  })

  it('U+0000 in any text of a change is refused with invalid_input, naming the field', () => {
    fc.assert(
      fc.property(arbCase, fc.nat(), ({ change }, pick) => {
        const json = JSON.parse(JSON.stringify(change)) as unknown
        const paths = stringPaths(json)
        for (const path of [paths[pick % paths.length] ?? []]) {
          const insert = (char: string) => withString(json, path, (s) => `${s.slice(0, 1)}${char}${s.slice(1)}`)
          expect(errorCode(() => parseChange(insert('\u0000')))).toBe('invalid_input')
          // Where another control character passes (free text, not an id with its own pattern),
          // U+0000 is refused by its own rule.
          if (errorCode(() => parseChange(insert('\u0001'))) !== undefined) continue
          expect(() => parseChange(insert('\u0000'))).toThrow(
            `Ungültige Eingabe: Feld '${path.join('.')}': ${NUL_MESSAGE}.`,
          )
        }
      }),
      runs,
    )
  })

  it('apply changes nothing outside the footprint: every other part and block stays the same object', () => {
    const lists = ['connections', 'exitConditions', 'triggers', 'trainingExamples'] as const
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        const next = applyChange(doc, change)
        const footprint = footprintOf(change)
        if (!footprint.survey) expect(next.survey).toBe(doc.survey)
        for (const part of lists) if (!footprint[part]) expect(next[part]).toBe(doc[part])
        if (!footprint.blocks) expect(next.blocks).toBe(doc.blocks)
        const named = footprint.blocks === 'all' ? undefined : new Set(footprint.blocks)
        if (named) expect(next.blocks.ids).toBe(doc.blocks.ids)
        // A change of one block may write it anew with the value it had (a field set to itself).
        const only = named?.size === 1 ? [...named][0] : undefined
        for (const block of doc.blocks.values()) {
          const now = next.blocks.get(block.unique_question_id)
          if (named && !named.has(block.unique_question_id)) expect(now).toBe(block)
          // Named too: a block that comes out equal is the same object (the graph re-renders none).
          if (now && sameValue(now, block) && block.unique_question_id !== only) expect(now).toBe(block)
        }
      }),
      runs,
    )
  })

  it('serverApply on only the footprint (what the server loads) resolves and writes as on the whole document', () => {
    fc.assert(
      fc.property(arbRace, ({ doc, mine, theirs }) => {
        const stored = applyAll(doc, theirs)
        const footprint = footprintOf(mine)
        const part = restrictTo(stored, footprint)
        const whole = attempt(() => serverApply(stored, mine))
        const loaded = attempt(() => serverApply(part, mine))
        expect(loaded.error).toBe(whole.error)
        if (!whole.result || !loaded.result) return
        expect(loaded.result.resolved).toEqual(whole.result.resolved)
        const [a, b] = [whole.result.next, loaded.result.next]
        expect(b.survey).toEqual(a.survey)
        if (footprint.connections) expect(b.connections).toEqual(a.connections)
        if (footprint.exitConditions) expect(b.exitConditions).toEqual(a.exitConditions)
        if (footprint.triggers) expect(b.triggers).toEqual(a.triggers)
        if (footprint.trainingExamples) expect(b.trainingExamples).toEqual(a.trainingExamples)
        // A partial block table numbers its own blocks: what the server writes of them is their content.
        const content = ({ order: _order, ...rest }: Block) => rest
        if (footprint.blocks === 'all') expect(b.blocks.values()).toEqual(a.blocks.values())
        else
          for (const block of b.blocks.values())
            expect(content(block)).toEqual(content(a.blocks.get(block.unique_question_id) as Block))
      }),
      runs,
    )
  })

  it('serverApply of a change built on the document resolves to the change itself and applies it', () => {
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        const { resolved, next } = serverApply(doc, change)
        expect(resolved).toEqual(change)
        expect(contentOf(next)).toEqual(contentOf(applyChange(doc, change)))
      }),
      runs,
    )
  })

  it("serverApply of a change whose target a colleague deleted throws the kind's not-found error", () => {
    let checked = 0
    fc.assert(
      fc.property(arbCase, ({ doc, change }) => {
        const deletion = deletionOfTarget(doc, change)
        if (!deletion) return
        const gone = applyAll(doc, deletion)
        if (change.kind === 'connection' && change.after !== null) {
          // Connecting a handle whose jump a colleague removed connects it anew.
          expect(serverApply(gone, change).resolved).toMatchObject({ before: null, after: change.after })
          return
        }
        checked++
        expect(errorCode(() => serverApply(gone, change))).toBe(kindOf(change).notFound)
      }),
      runs,
    )
    expect(checked).toBeGreaterThan(0)
  })
})

/**
 * Typing, a number typed digit by digit, a drag: consecutive edits of one block field, one
 * setting or one fixed message are one undo step. Lists (end blocks, positions, items) never merge.
 */
function typesIntoSameText(a: Change, b: Change): boolean {
  if (a.kind === 'block.field' && b.kind === 'block.field') return a.block === b.block && a.key === b.key
  if (a.kind === 'config' && b.kind === 'config') return a.key === b.key
  return a.kind === 'fixedMessage' && b.kind === 'fixedMessage' && a.key === b.key
}

/** Paths of the strings in a JSON value (not of object keys). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]))
  return []
}

/** A copy of a JSON value with the string at `path` replaced. */
function withString(value: unknown, path: readonly (string | number)[], edit: (s: string) => string): unknown {
  const [head, ...rest] = path
  if (head === undefined) return typeof value === 'string' ? edit(value) : value
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? withString(item, rest, edit) : item))
  const record = value as Record<string, unknown>
  return { ...record, [head]: withString(record[head], rest, edit) }
}
