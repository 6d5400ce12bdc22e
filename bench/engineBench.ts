// The engine as the app uses it: createDialogEditor with an instantly confirming transport.
import { createBlock, moveBlock, updateBlock, type Command } from '@engine/commands'
import { createDialogEditor, type DialogEditor } from '@engine/editor'
import { aSurvey, testContext } from '@engine/testing'
import type { Transport } from '@engine/sync'
import { CLOCK_STEP_MS, type Edit } from './script'

const instant: Transport = { send: async () => ({}) }

export function commandFor(edit: Edit): Command {
  switch (edit.kind) {
    case 'context':
      return updateBlock({ unique_question_id: edit.id, key: 'context', value: edit.value })
    case 'position':
      return updateBlock({ unique_question_id: edit.id, key: 'position', value: edit.value })
    case 'create':
      return createBlock({ type: 'open', context: edit.context, order: edit.order })
    case 'move':
      return moveBlock({ unique_question_id: edit.id, to: edit.to })
  }
}

export interface Step {
  kind: Edit['kind']
  /** execute()/undo()/redo() call until state$ emitted (synchronous). */
  toState: number
  /** ... until graph$ emitted (NaN when graph$ is not subscribed or did not emit). */
  toGraph: number
  /** The whole synchronous call, including the sync queue handing the call to the transport. */
  sync: number
}

export interface EngineRun {
  execute: Step[]
  undo: Step[]
  redo: Step[]
  /** Why graph$ could not be subscribed, if it could not. */
  graphError?: string
  graphSetupMs?: number
}

export function newEditor(blocks: number) {
  const clock = testContext()
  const editor = createDialogEditor({ ...aSurvey({ blocks }), transport: instant, now: clock.now, newId: clock.newId })
  return { editor, clock }
}

async function step(
  editor: DialogEditor,
  marks: { state: number; graph: number },
  kind: Edit['kind'],
  call: () => Promise<{ ok: boolean }>,
): Promise<Step> {
  marks.state = NaN
  marks.graph = NaN
  const t0 = performance.now()
  const done = call()
  const t1 = performance.now()
  const result = await done
  if (!result.ok) throw new Error(`engine refused a ${kind} step: ${JSON.stringify(result)}`)
  return { kind, toState: marks.state - t0, toGraph: marks.graph - t0, sync: t1 - t0 }
}

/** Replays the script, then undoes all of it, then redoes all of it; every step timed. */
export async function runEngine(blocks: number, edits: readonly Edit[], withGraph: boolean): Promise<EngineRun> {
  const { editor, clock } = newEditor(blocks)
  const marks = { state: NaN, graph: NaN }
  const run: EngineRun = { execute: [], undo: [], redo: [] }
  const subs = [editor.state$.subscribe(() => (marks.state = performance.now()))]
  if (withGraph) {
    const t0 = performance.now()
    subs.push(
      editor.graph$.subscribe({
        next: () => (marks.graph = performance.now()),
        error: (e: unknown) => (run.graphError = String(e)),
      }),
    )
    run.graphSetupMs = performance.now() - t0
  }
  for (const edit of edits) {
    clock.advance(CLOCK_STEP_MS)
    run.execute.push(await step(editor, marks, edit.kind, () => editor.execute(commandFor(edit))))
  }
  for (const edit of [...edits].reverse()) run.undo.push(await step(editor, marks, edit.kind, () => editor.undo()))
  for (const edit of edits) run.redo.push(await step(editor, marks, edit.kind, () => editor.redo()))
  subs.forEach((s) => s.unsubscribe())
  editor.dispose()
  return run
}

/** Executes the edits on a fresh editor (no subscribers) and keeps it alive for heap measurement. */
export async function fillEngineHistory(
  editor: DialogEditor,
  clock: { advance(ms: number): void },
  edits: readonly Edit[],
) {
  for (const edit of edits) {
    clock.advance(CLOCK_STEP_MS)
    const result = await editor.execute(commandFor(edit))
    if (!result.ok) throw new Error(`engine refused ${edit.kind}`)
  }
  return editor
}
