import { z } from 'zod'
import { Position, QuestionId } from './block'

/** Well above any real dialog (docs/benchmarks.md measures 5,000 blocks), low enough to bound one request. */
export const MAX_POSITIONS = 10_000

/** Canvas positions by block id; null returns a block to automatic layout. */
export const PositionMap = z
  .record(QuestionId, Position.nullable(), {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input !== undefined
        ? 'muss ein Objekt {Block-ID: Position} sein'
        : undefined,
  })
  .refine((positions) => Object.keys(positions).length <= MAX_POSITIONS, {
    message: `höchstens ${MAX_POSITIONS} Blöcke auf einmal`,
  })
export type PositionMap = z.infer<typeof PositionMap>
