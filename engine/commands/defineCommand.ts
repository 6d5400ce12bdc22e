import type { z } from 'zod'
import { validationMessage } from '../api/validationMessage'
import type { Change } from '../changes/Change'
import { EngineError } from '../EngineError'
import type { EditorState } from '../model/editorState'

/** Injected so that tests are exact (docs/contributing.md#the-shape-of-the-code: no hidden clocks or random ids). */
export interface CommandContext {
  now: () => number
  newId: () => string
}

/** What a command makes of the current state: the change, and how the history names it. */
export interface Edit {
  readonly change: Change
  readonly title: string
  readonly subtitle: string
}

/** A command as data: its name and raw input, validated only when executed. */
export interface Command<I = unknown> {
  readonly name: string
  readonly input: I
  /** Validates the input and describes the edit as a typed change; throws EngineError when impossible. */
  toChange(state: EditorState, ctx: CommandContext): Edit
  /**
   * The change takes values from the document that this user's own unsaved edits may still hold
   * (a copy takes the block's text): while it waits, the editor builds it again from the document
   * on every rebase, with the same ids and times, so it never keeps a value the server refused.
   */
  readonly rebuildsOnRebase?: true
}

export interface CommandOptions {
  /** See Command.rebuildsOnRebase. */
  readonly rebuildsOnRebase?: true
}

/**
 * A command is data plus one pure function from the current state to a change; what a change
 * means (apply, undo, rebase, its call) belongs to its kind in engine/changes, shared by all commands.
 */
export function defineCommand<S extends z.ZodType>(
  name: string,
  schema: S,
  build: (state: EditorState, input: z.infer<S>, ctx: CommandContext) => Edit,
  options: CommandOptions = {},
): (input: z.input<S>) => Command<z.input<S>> {
  return (input) => ({
    name,
    input,
    ...options,
    toChange(state, ctx) {
      return build(state, parseInput(name, schema, input), ctx)
    },
  })
}

function parseInput<S extends z.ZodType>(name: string, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new EngineError('invalid_input', `${name}: ${validationMessage(result.error)}`)
  return result.data
}
