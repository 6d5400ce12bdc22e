import type { Document } from '@engine/changes'
import {
  type Block,
  BlockTable,
  type Survey,
  defaultLanguageFragments,
  isDefaultLanguageFragments,
} from '@engine/model'
import type { Db } from '../db/database'
import { deleteBlocks, insertBlocks, listBlocks, listBlocksById, writeBlockData, writeBlockOrders } from './blocks'
import { replaceConnections, switchGeneration } from './generations'
import { listConnections, listExitConditionsPlaced, writeExitConditions } from './surveyStructure'
import { type StoredSurvey, writeSettings } from './surveys'
import { requireExitConditionBounds } from '../services/llm/exitConditionBounds'

/** Which rows the server reads, locks and writes for a change (server/changes/scopeOf.ts). */
export interface Scope {
  readonly survey?: true
  /** 'all' for changes that renumber or scan every block; otherwise the named blocks. */
  readonly blocks?: 'all' | readonly string[]
  readonly connections?: true
  readonly exitConditions?: true
}

/**
 * The part of a dialog one change needs (server/changes/scopeOf.ts), as the engine's
 * Document: what is not in scope is empty and must stay untouched. With named blocks the table
 * holds only those, so its `order` is not the stored one and is never written.
 */
export interface LoadedDocument {
  readonly doc: Document
  readonly stored: StoredSurvey
  readonly scope: Scope
  readonly partialBlocks: boolean
  /** Stored `order` of each block (full loads only): what a renumbering compares with. */
  readonly blockOrders: ReadonlyMap<string, number>
  /** Stored `position` of each exit condition (when in scope). */
  readonly conditionPositions: ReadonlyMap<string, number>
}

/** Reads what `scope` names, inside the transaction that locked the survey row. */
export async function loadDocument(tx: Db, stored: StoredSurvey, scope: Scope): Promise<LoadedDocument> {
  const surveyId = stored.survey.survey_id
  const all = scope.blocks === 'all' ? await listBlocks(tx, surveyId) : []
  const blocks =
    scope.blocks === 'all'
      ? BlockTable.of(all)
      : scope.blocks
        ? BlockTable.of(await listBlocksById(tx, surveyId, scope.blocks))
        : BlockTable.empty
  const connections = scope.connections ? await listConnections(tx, surveyId) : []
  const placed = scope.exitConditions ? await listExitConditionsPlaced(tx, surveyId) : undefined
  return {
    doc: { survey: stored.survey, blocks, connections, exitConditions: placed?.conditions ?? [], triggers: [] },
    stored,
    scope,
    partialBlocks: scope.blocks !== 'all',
    blockOrders: new Map(all.map((b) => [b.unique_question_id, b.order])),
    conditionPositions: placed?.positions ?? new Map(),
  }
}

/**
 * Language fragments follow a language switch unless the editor customised them. The stored ones
 * come from jsonb with their keys reordered, so they are compared by structure, not as JSON text.
 */
export function fragmentsAfter(stored: StoredSurvey, next: Survey): unknown {
  const before = stored.survey.language
  if (next.language === before) return undefined
  const untouched = isDefaultLanguageFragments(stored.languageFragments, before)
  return untouched ? defaultLanguageFragments(next.language) : undefined
}

/** Whether two versions of a block differ in more than `order` (a renumbered block is a new object). */
function contentChanged(a: Block, b: Block): boolean {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  const keys = new Set([...Object.keys(x), ...Object.keys(y)])
  for (const key of keys) if (key !== 'order' && x[key] !== y[key]) return true
  return false
}

/** A change reached a part of the dialog it did not load: a bug in a kind's scope, never the caller's fault. */
const outOfScope = (part: string) => new Error(`change outside its scope: ${part}`)

async function writeBlocks(tx: Db, loaded: LoadedDocument, next: BlockTable): Promise<void> {
  const surveyId = loaded.stored.survey.survey_id
  const before = loaded.doc.blocks
  if (next.ids === before.ids) {
    // Only contents changed; with a partial table `order` is the table's, not the stored one.
    await writeBlockData(
      tx,
      surveyId,
      next.values().filter((b) => before.get(b.unique_question_id) !== b),
    )
    return
  }
  if (loaded.partialBlocks) throw outOfScope('block list of a partial table')
  const gone = before.ids.filter((id) => !next.has(id))
  const added = next.values().filter((b) => !before.has(b.unique_question_id))
  const orders: Record<string, number> = {}
  const contents: Block[] = []
  for (const block of next.values()) {
    const old = before.get(block.unique_question_id)
    if (!old) continue
    if (loaded.blockOrders.get(block.unique_question_id) !== block.order) orders[block.unique_question_id] = block.order
    if (old !== block && contentChanged(old, block)) contents.push(block)
  }
  await deleteBlocks(tx, surveyId, gone)
  await writeBlockOrders(tx, surveyId, orders)
  await writeBlockData(tx, surveyId, contents)
  await insertBlocks(tx, added)
}

/** What an edit wrote before its transaction (server/repositories/connectionGenerations.ts). */
export interface Staged {
  /** `next.blocks`, all of them, written as this generation. */
  readonly blocks?: number
  /** `next.connections`, written as this generation. */
  readonly connections?: number
}

/**
 * Writes what `next` changed against the loaded document, found by object identity (the change
 * modules keep the identity of everything they do not touch). What `staged` holds is switched
 * to, not written again.
 */
export async function writeDocument(
  tx: Db,
  loaded: LoadedDocument,
  next: Document,
  staged: Staged = {},
): Promise<void> {
  const { doc, scope, stored } = loaded
  const surveyId = stored.survey.survey_id
  if (next.triggers !== doc.triggers) throw outOfScope('triggers')
  if (next.trainingExamples !== doc.trainingExamples) throw outOfScope('training examples')
  if (next.survey !== doc.survey) await writeSettings(tx, next.survey, fragmentsAfter(stored, next.survey))
  if (next.blocks !== doc.blocks) {
    if (!scope.blocks) throw outOfScope('blocks')
    const switched = staged.blocks !== undefined && (await switchGeneration(tx, surveyId, 'blocks', staged.blocks))
    if (!switched) await writeBlocks(tx, loaded, next.blocks)
  }
  if (next.connections !== doc.connections) {
    if (!scope.connections) throw outOfScope('connections')
    const switched =
      staged.connections !== undefined && (await switchGeneration(tx, surveyId, 'connections', staged.connections))
    if (!switched) await replaceConnections(tx, surveyId, next.connections)
  }
  if (next.exitConditions !== doc.exitConditions) {
    requireExitConditionBounds(next.exitConditions, doc.exitConditions)
    if (!scope.exitConditions) throw outOfScope('exit conditions')
    const old = new Map(doc.exitConditions.map((c) => [c.id, c]))
    const changed = new Set(next.exitConditions.filter((c) => old.get(c.id) !== c).map((c) => c.id))
    await writeExitConditions(tx, surveyId, loaded.conditionPositions, changed, next.exitConditions)
  }
}
