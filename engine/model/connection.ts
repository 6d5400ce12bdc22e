import { z } from 'zod'
import { QuestionId } from './block'

/**
 * A conditional jump (docs/design/dialog-content.md): from a block's handle to a target block. `handle` is an
 * option id, a likert range ("1-3"), an intent label of an open block, or 'default'.
 */
export const Connection = z.object({
  source: QuestionId,
  handle: z.string().min(1).max(200),
  target: QuestionId,
})
export type Connection = z.infer<typeof Connection>

export const connectionKey = (c: Pick<Connection, 'source' | 'handle'>) => `${c.source}::${c.handle}`
