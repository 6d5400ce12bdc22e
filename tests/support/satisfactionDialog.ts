import type { BlockSpec, DialogSpec } from './insertDialog'

/** Three example answers for each of the two intents of "Wie zufrieden bist du?". */
export const SATISFACTION_EXAMPLES = {
  zufrieden: ['Ich bin sehr zufrieden', 'Alles super, danke', 'Es gefällt mir richtig gut'],
  unzufrieden: ['Ich bin gar nicht zufrieden', 'Das war schlecht', 'Es hat mich enttäuscht'],
} as const

/** Between the two intents (about 0.13 each, far below 0.6, above the option floor): unsure. */
export const UNSURE_SATISFACTION = 'naja geht so'

export interface SatisfactionDialogOptions {
  /** Fields of the open block 'wie' beside or instead of its question and nachfrage. */
  open?: Partial<BlockSpec>
  /** Whether the default jump leads to 'weiter' (default true); without it an answer the model does not know stays. */
  withDefault?: boolean
  exitConditions?: DialogSpec['exitConditions']
}

/**
 * The routing tests' dialog: the open question 'wie' ("Wie zufrieden bist du?"), trained with
 * SATISFACTION_EXAMPLES, jumps 'zufrieden' → 'gut' and 'unzufrieden' → 'schlecht', and (unless
 * `withDefault: false`) 'default' → 'weiter'; the three are ends.
 */
export function satisfactionDialog({
  open,
  withDefault = true,
  exitConditions,
}: SatisfactionDialogOptions = {}): DialogSpec {
  const jumps: [string, string, string][] = [
    ['wie', 'zufrieden', 'gut'],
    ['wie', 'unzufrieden', 'schlecht'],
  ]
  return {
    blocks: [
      {
        unique_question_id: 'wie',
        type: 'open',
        context: 'Wie zufrieden bist du?',
        nachfrage: 'Kannst du das genauer sagen?',
        ...open,
      },
      { unique_question_id: 'gut', type: 'message', context: 'Das freut uns!', is_end: true },
      { unique_question_id: 'schlecht', type: 'message', context: 'Das tut uns leid.', is_end: true },
      ...(withDefault
        ? [
            {
              unique_question_id: 'weiter',
              type: 'message' as const,
              context: 'Danke für deine Antwort.',
              is_end: true,
            },
          ]
        : []),
    ],
    jumps: withDefault ? [...jumps, ['wie', 'default', 'weiter']] : jumps,
    examples: Object.entries(SATISFACTION_EXAMPLES).flatMap(([intent, texts]) =>
      texts.map((text): [string, string, string] => ['wie', intent, text]),
    ),
    ...(exitConditions ? { exitConditions } : {}),
  }
}
