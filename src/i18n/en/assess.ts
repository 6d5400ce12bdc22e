import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'
import { blockTypes } from './configurator'

/** English texts of the Testen tab (/assess/{survey_id}); `en.assess`. */
export const assess: CatalogueShape<typeof de.assess> = {
  chatLabel: 'Test conversation',
  panelTitle: 'Test view',
  panelIntro: 'Here you see which block is active and why the dialog jumped there after an answer. Nothing is saved.',
  activeBlock: 'Active block',
  notStarted: 'The test is starting …',
  finished: 'The dialog has ended.',
  blockId: 'Block',
  blockType: 'Type',
  blockText: 'Text',
  status: 'Status',
  nachfrageAsked: 'Follow-up asked',
  steps: 'Steps',
  noSteps: 'No answer yet.',
  answer: 'Answer',
  handle: 'Jump',
  noHandle: 'no jump, next block',
  guess: 'Guessed intent',
  reason: 'Reason',
  confidence: 'Confidence',
  decidedBy: 'Decided by',
  // engine/runtime RoutingSource 'llm': the AI provider chose the intent (docs/nlu.md "LLM routing").
  decidedByLlm: 'AI provider (model unsure)',
  offlineConfidence: "Model's confidence",
  endReason: 'End',
  noJump: 'End after this block',
  failed: 'The test could not go on.',
  retry: 'Restart',
  dismiss: 'Close',
  reasons: {
    option: 'Option',
    likert: 'Likert range',
    range: 'Number range',
    intent: 'Intent',
    default: 'Default',
    order: 'Order',
    nachfrage: 'Follow-up',
    clarify: 'Clarifying question',
    clarified: 'Chosen in the clarifying question',
    fallback: 'Fallback',
  },
  endReasons: {
    exit_condition: 'AI exit condition met',
    missing_block: 'The active block has been deleted meanwhile.',
  } as Record<string, string>,
  unknownEndReason: (reason: string) => `Ended (${reason})`,
  blockTypes: blockTypes as Record<string, string>,
}
