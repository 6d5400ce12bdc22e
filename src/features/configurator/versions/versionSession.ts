import type { Document } from '@engine/changes'
import { deriveGraph, type EditorState } from '@engine/index'
import type { Bound } from '../bindObservable'
import type { ConfiguratorSession } from '../configuratorSession'

const fixed = <T>(value: T): Bound<T> => ({ get: () => value, subscribe: () => () => {}, dispose: () => {} })

/**
 * The side panel's session while a past version is shown (issue #28): the same editor, selection
 * and live state, but the blocks, settings and exit conditions of the version. Edits go to the real
 * session, which refuses them while `ui.version` is set (with the "Nur Ansicht" message); the
 * panels' controls are disabled besides (a disabled fieldset), so none is offered.
 */
export function versionSession(session: ConfiguratorSession, doc: Document): ConfiguratorSession {
  const state: EditorState = { ...doc, edgeVisibility: session.editor.getState().edgeVisibility }
  return { ...session, state: fixed(state), graph: fixed(deriveGraph(state)), dispose: () => {} }
}
