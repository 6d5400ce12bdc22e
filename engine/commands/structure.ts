import { z } from 'zod'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import { Connection, connectionKey } from '../model/connection'
import { defineCommand } from './defineCommand'
import { blockLabel } from './labels'

/** Connects a handle to a target block; a handle has at most one jump, so it replaces one. */
export const connect = defineCommand('connect', Connection, (state, connection, ctx) => {
  const source = state.blocks.get(connection.source)
  if (!source) throw new EngineError('block_not_found', `Block ${connection.source} existiert nicht.`)
  if (!state.blocks.has(connection.target))
    throw new EngineError('block_not_found', `Block ${connection.target} existiert nicht.`)
  const key = connectionKey(connection)
  const existing = state.connections.find((c) => connectionKey(c) === key)
  return {
    type: 'structure',
    change: existing ? 'update' : 'create',
    unique_question_id: connection.source,
    key,
    old_value: existing ?? null,
    new_value: connection,
    time: ctx.now(),
    title: existing ? 'Sprung geändert' : 'Sprung verbunden',
    subtitle: `${blockLabel(source)} (${connection.handle}) → ${blockLabel(state.blocks.get(connection.target))}`,
  }
})

export const disconnect = defineCommand(
  'disconnect',
  z.object({ source: QuestionId, handle: z.string().min(1) }),
  (state, input, ctx) => {
    const key = connectionKey(input)
    const existing = state.connections.find((c) => connectionKey(c) === key)
    if (!existing) throw new EngineError('connection_not_found', 'Sprung existiert nicht.')
    return {
      type: 'structure',
      change: 'delete',
      unique_question_id: existing.source,
      key,
      old_value: existing,
      new_value: null,
      time: ctx.now(),
      title: 'Sprung entfernt',
      subtitle: `${blockLabel(state.blocks.get(existing.source))} (${existing.handle})`,
    }
  },
)
