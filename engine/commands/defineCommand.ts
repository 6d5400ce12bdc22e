import type { z } from 'zod'
import { validationMessage } from '../api/validationMessage'
import { EngineError } from '../EngineError'
import type { EditorState } from '../model/editorState'
import type { HistoryEntry } from '../history/HistoryEntry'

/** Injected so that tests are exact (docs/contributing.md#the-shape-of-the-code: no hidden clocks or random ids). */
export interface CommandContext {
  now: () => number
  newId: () => string
}

/** A command as data: its name and raw input, validated only when executed. */
export interface Command<I = unknown> {
  readonly name: string
  readonly input: I
  /** Validates the input and describes the edit as a diff; throws EngineError when impossible. */
  toEntry(state: EditorState, ctx: CommandContext): HistoryEntry
}

/**
 * A command is data plus one pure function from the current state to a history entry; applying
 * and undoing that entry is shared by all commands (applyEntry, invertEntry).
 */
export function defineCommand<S extends z.ZodType>(
  name: string,
  schema: S,
  build: (state: EditorState, input: z.infer<S>, ctx: CommandContext) => HistoryEntry,
): (input: z.input<S>) => Command<z.input<S>> {
  return (input) => ({
    name,
    input,
    toEntry(state, ctx) {
      return build(state, parseInput(name, schema, input), ctx)
    },
  })
}

function parseInput<S extends z.ZodType>(name: string, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new EngineError('invalid_input', `${name}: ${validationMessage(result.error)}`)
  return result.data
}
