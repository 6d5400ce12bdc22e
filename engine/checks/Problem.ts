// What the dialog checks find (docs/engine.md "Checks"): one closed list of kinds, each with the
// fields its texts need. Problems are plain data: the texts come from CHECK_WORDS (checkWords.ts),
// in the editor's language, so the same problem reads the same in the configurator and in the
// server's warnings.

/** Fehler: respondents get stuck or see something broken. Warnung: likely a mistake. Hinweis: worth a look, dismissable. */
export type Severity = 'error' | 'warning' | 'hint'
export const SEVERITIES = ['error', 'warning', 'hint'] as const satisfies readonly Severity[]

/** Why a jump never fires (docs/engine.md "Checks"). */
export type DeadReason =
  /** An earlier jump takes every answer this one would take (`by`). */
  | 'shadowed'
  /** No answer matches the handle: a deleted option, a range outside the scale. */
  | 'no_value'
  /** The block is an end block: after it the dialog ends, whatever jump it has. */
  | 'end_block'
  /** The block's type takes only the default jump (message, email, qa). */
  | 'type'
  /** The default jump of a block whose every answer takes a jump of its own. */
  | 'covered'

interface At {
  /** Stable across edits and reloads: kind, block and what is wrong; dismissing a Hinweis keeps it. */
  id: string
  severity: Severity
  /** The dialog of `block`. */
  survey_id: string
  /** The block to show on the canvas; null for a problem of the multichat as a whole. */
  block: string | null
}

export type Problem = At &
  (
    | { kind: 'unreachable' }
    /** After this block the order runs out and the dialog ends without an end block. */
    | { kind: 'ends_without_end' }
    /** These blocks lead only to each other (`escapes`: an AI exit condition or a moveTo may still end it). */
    | { kind: 'no_way_out'; blocks: readonly string[]; escapes: boolean }
    /** Options (ids), likert points or numbers of a branching block that take no jump of their own. */
    | { kind: 'option_without_jump'; values: readonly string[] }
    | { kind: 'jump_never_fires'; handle: string; target: string; reason: DeadReason; by?: string }
    /** An intent with fewer than `min` examples. */
    | { kind: 'few_examples'; handle: string; examples: number; min: number }
    /** Cross-validation: `misrouted` of `examples` held-out examples of `handle` went elsewhere, most to `to`. */
    | { kind: 'examples_misrouted'; handle: string; misrouted: number; examples: number; to: string }
    /** Examples or a button label for an intent that has no jump (any more). */
    | { kind: 'intent_without_jump'; handle: string }
    | { kind: 'empty_text'; field: TextField; option?: string }
    | { kind: 'long_text'; field: TextField; length: number; max: number; option?: string }
    /** Unsure answers are meant to get the nachfrage (`mode`), but the block has none. */
    | { kind: 'nachfrage_missing'; mode: 'nachfrage' | 'buttons' | 'min_words' }
    /** A trigger names a dialog that is not connected, or a question that no longer exists. */
    | { kind: 'trigger_dangling'; trigger: string; missing: 'dialog' | 'question'; end: TriggerEndRef }
    /** A trigger whose source question no respondent finishes in the multichat. */
    | { kind: 'trigger_never_fires'; trigger: string }
    /** A question of the multichat no trigger path and no start reaches. */
    | { kind: 'multichat_unreachable' }
    /** A question held by waitFor triggers whose source questions are never finished: the respondent waits forever. */
    | { kind: 'multichat_stuck'; waitsFor: readonly TriggerEndRef[] }
  )

export type CheckKind = Problem['kind']

/** The texts a block can have that the checks read. */
export type TextField = 'context' | 'nachfrage' | 'acknowledgement' | 'option' | 'clarify_question'

export interface TriggerEndRef {
  survey_id: string
  unique_question_id: string
}

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, hint: 2 }

/** How many problems of each severity: the toolbar's badge, the server's warning summary. */
export function countBySeverity(problems: readonly Problem[]): Record<Severity, number> {
  const counts = { error: 0, warning: 0, hint: 0 }
  for (const p of problems) counts[p.severity]++
  return counts
}
