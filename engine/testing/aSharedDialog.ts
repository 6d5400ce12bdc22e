import { createDialogEditor } from '../editor/createDialogEditor'
import type { EngineError } from '../EngineError'
import { type EditorSnapshot, toEditorState } from '../model/snapshot'
import type { Transport } from '../sync/Transport'
import { FakeServer } from './FakeServer'
import { aSurvey, testContext } from './aSurvey'

/**
 * One versioned in-memory server, and editors on it that load from it as the app loads
 * POST /api/dialog: two of them are two people editing the same dialog (issue #10).
 */
export function aSharedDialog(snapshot: EditorSnapshot = aSurvey({ blocks: 3 })) {
  const server = new FakeServer(toEditorState(snapshot), 0)
  let loads = 0
  const open = (transport: Transport = server, ids = 'a') => {
    const clock = testContext()
    const editor = createDialogEditor({
      ...server.snapshot(),
      transport,
      now: clock.now,
      newId: () => `${ids}${clock.newId()}`,
      load: async () => {
        loads++
        return server.snapshot()
      },
    })
    const errors: EngineError[] = []
    editor.errors$.subscribe((e) => errors.push(e))
    return { editor, errors, clock }
  }
  /** The blocks that end the dialog on the server. */
  const ends = () =>
    server.state.blocks
      .values()
      .filter((b) => b.is_end)
      .map((b) => b.unique_question_id)
  return { server, open, ends, loads: () => loads }
}

/** The server's transport, but its first call is held until the test lets it through. */
export function holding(server: Transport) {
  let release: () => void = () => {}
  let held = false
  const transport: Transport = {
    send: async (call) => {
      if (!held) {
        held = true
        await new Promise<void>((resolve) => (release = resolve))
      }
      return server.send(call)
    },
  }
  return { transport, release: () => release() }
}
