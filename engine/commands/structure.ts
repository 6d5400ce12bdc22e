import { z } from 'zod'
import { anchorAt } from '../changes/anchor'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import { Connection, connectionKey } from '../model/connection'
import type { EditorState } from '../model/editorState'
import { defineCommand } from './defineCommand'
import { blockLabel } from './labels'

/** The jump on a handle and its place in the list (the first matching jump in saved order wins). */
function findJump(state: EditorState, key: string) {
  const keys = state.connections.map(connectionKey)
  const index = keys.indexOf(key)
  return { keys, index, existing: index >= 0 ? state.connections[index] : undefined }
}

/** Connects a handle to a target block; a handle has at most one jump, so it replaces one. */
export const connect = defineCommand('connect', Connection, (state, connection) => {
  const source = state.blocks.get(connection.source)
  if (!source) throw new EngineError('block_not_found', `Block ${connection.source} existiert nicht.`)
  if (!state.blocks.has(connection.target))
    throw new EngineError('block_not_found', `Block ${connection.target} existiert nicht.`)
  const key = connectionKey(connection)
  const { keys, index, existing } = findJump(state, key)
  return {
    change: {
      kind: 'connection',
      key,
      before: existing ?? null,
      after: connection,
      at: existing ? anchorAt(keys, index) : anchorAt([...keys, key], keys.length),
    },
    title: existing ? 'Sprung geändert' : 'Sprung verbunden',
    subtitle: `${blockLabel(source)} (${connection.handle}) → ${blockLabel(state.blocks.get(connection.target))}`,
  }
})

export const disconnect = defineCommand(
  'disconnect',
  z.object({ source: QuestionId, handle: z.string().min(1) }),
  (state, input) => {
    const key = connectionKey(input)
    const { keys, index, existing } = findJump(state, key)
    if (!existing) throw new EngineError('connection_not_found', 'Sprung existiert nicht.')
    return {
      change: { kind: 'connection', key, before: existing, after: null, at: anchorAt(keys, index) },
      title: 'Sprung entfernt',
      subtitle: `${blockLabel(state.blocks.get(existing.source))} (${existing.handle})`,
    }
  },
)
