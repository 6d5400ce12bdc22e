import type { Block } from '../model/block'
import { sameValue } from '../model/sameValue'
import type { BlockTable } from '../model/BlockTable'
import type { Connection } from '../model/connection'
import type { EditorState } from '../model/editorState'
import type { RuntimeDialog } from '../runtime/createRuntimeDialog'
import { type BlockExits, blockExits } from './blockExits'
import { type ExamplesInput, type QualityInput, blockProblems, intentsOf } from './blockProblems'
import { structureProblems } from './dialogStructure'
import { type Problem, SEVERITY_RANK } from './Problem'

/** What the checks read of a dialog: an editor state or a document (training examples optional). */
export type CheckedDialog = Pick<
  EditorState,
  'survey' | 'blocks' | 'connections' | 'triggers' | 'exitConditions' | 'trainingExamples'
>

export interface CheckOptions {
  /**
   * Examples per open block and intent handle (the configurator's load). Absent: counted from the
   * dialog's `trainingExamples` when it holds them, else the examples are not checked.
   */
  examples?: Readonly<Record<string, Readonly<Record<string, number>>>>
  /** Cross-validation per open block, where it was computed (on demand: it trains models). */
  quality?: Readonly<Record<string, QualityInput>>
}

interface BlockEntry {
  block: Block
  jumps: readonly Connection[] | undefined
  examples: ExamplesInput | undefined
  exits: BlockExits
  problems: Problem[]
}

/** Severity first, then block order, then the problem's id: the list the editor reads top down. */
function sortProblems(problems: Problem[], orderOf: (p: Problem) => number): Problem[] {
  return problems.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      orderOf(a) - orderOf(b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * The checks of one dialog as a function of its document that does only the work an edit needs
 * (as createGraphDeriver does for graph$): a block's own problems are computed again only when
 * the block, its jumps or its examples changed; the dialog's shape (reachability, loops, ends)
 * only when some block's exits, the order, the triggers or the exit conditions changed. The
 * answer keeps its identity while the problems are the same objects. A fresh deriver is the
 * from-scratch check (`checkDialog`).
 */
export function createCheckDeriver(): (doc: CheckedDialog, options?: CheckOptions) => readonly Problem[] {
  let entries = new Map<string, BlockEntry>()
  let runtime: RuntimeDialog | undefined
  let blocks: BlockTable | undefined
  let connections: readonly Connection[] | undefined
  let structure: Problem[] = []
  let structureKey: unknown[] = []
  let counted: { from: CheckedDialog['trainingExamples']; counts: Record<string, Record<string, number>> } | undefined
  let result: readonly Problem[] = []

  return (doc, options = {}) => {
    // A block's next by order changes with any move, insert or delete: then every block is looked at again.
    const sameOrder = blocks?.ids === doc.blocks.ids
    runtime = runtimeOf(doc, runtime, blocks, connections)
    blocks = doc.blocks
    connections = doc.connections
    const dialog = runtime
    const surveyId = doc.survey.survey_id
    let counts = options.examples
    if (!counts && doc.trainingExamples) {
      if (counted?.from !== doc.trainingExamples) counted = { from: doc.trainingExamples, counts: countExamples(doc) }
      counts = counted.counts
    }
    const next = new Map<string, BlockEntry>()
    let exitsChanged = entries.size !== dialog.blocks.length
    for (const block of dialog.blocks) {
      const id = block.unique_question_id
      const jumps = dialog.connections.get(id)
      const examples = examplesOf(counts && (counts[id] ?? NO_EXAMPLES), options.quality?.[id])
      const known = entries.get(id)
      if (sameOrder && known?.block === block && known.jumps === jumps && sameExamples(known.examples, examples)) {
        next.set(id, known)
        continue
      }
      const exits = blockExits(dialog, block)
      if (!known || !sameItems(known.exits.next, exits.next)) exitsChanged = true
      const problems = blockProblems(surveyId, block, exits, intentsOf(block, exits), examples)
      next.set(id, {
        block,
        jumps,
        examples,
        exits,
        problems: known && sameValue(known.problems, problems) ? known.problems : problems,
      })
    }
    entries = next
    const key = [doc.blocks.ids, doc.triggers, doc.exitConditions, surveyId, dialog.startId]
    if (exitsChanged || !sameItems(key, structureKey)) {
      structure = structureProblems(dialog, (id) => entries.get(id)?.exits, doc.triggers, doc.exitConditions)
      structureKey = key
    }
    const all = [...structure]
    for (const entry of entries.values()) all.push(...entry.problems)
    const order = (p: Problem) => (p.block === null ? -1 : (dialog.index.get(p.block) ?? -1))
    const sorted = sortProblems(all, order)
    if (!sameItems(sorted, result)) result = sorted
    return result
  }
}

/**
 * Every check of a dialog (docs/engine.md "Checks"), from scratch: O(blocks + jumps + texts +
 * triggers), plus O(values × jumps) for a likert or number block's ranges.
 */
export function checkDialog(doc: CheckedDialog, options?: CheckOptions): readonly Problem[] {
  return createCheckDeriver()(doc, options)
}

/** The runtime's view of the dialog; the jump index is kept while the jumps and the blocks' ids are. */
export function runtimeOf(
  doc: Pick<CheckedDialog, 'survey' | 'blocks' | 'connections'>,
  previous?: RuntimeDialog,
  blocks?: BlockTable,
  connections?: readonly Connection[],
): RuntimeDialog {
  const list = doc.blocks.values()
  const start = list.find((b) => b.start_page) ?? list[0]
  const startId = start?.unique_question_id ?? null
  if (previous && blocks?.ids === doc.blocks.ids && connections === doc.connections)
    return { ...previous, survey: doc.survey, blocks: list, startId }
  const index = new Map(list.map((b, i) => [b.unique_question_id, i] as const))
  const bySource = new Map<string, Connection[]>()
  for (const c of doc.connections) {
    const jumps = bySource.get(c.source)
    if (jumps) jumps.push(c)
    else bySource.set(c.source, [c])
  }
  return { survey: doc.survey, blocks: list, index, connections: bySource, startId }
}

function countExamples(doc: CheckedDialog): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {}
  for (const e of doc.trainingExamples ?? []) {
    const block = (counts[e.unique_question_id] ??= {})
    block[e.handle] = (block[e.handle] ?? 0) + 1
  }
  return counts
}

const NO_EXAMPLES: Readonly<Record<string, number>> = {}

const examplesOf = (
  counts: Readonly<Record<string, number>> | undefined,
  quality: QualityInput | undefined,
): ExamplesInput | undefined => (counts || quality ? { counts, quality } : undefined)

const sameExamples = (a: ExamplesInput | undefined, b: ExamplesInput | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.counts === b.counts && a.quality === b.quality)
