import { z } from 'zod'

/** Where a qa answer comes from (docs/runtime.md): a passage of the block's document. */
export const PassageSource = z.object({
  filename_db: z.string(),
  /** 1-based position of the passage in the document, of `sections`. */
  section: z.number().int(),
  sections: z.number().int(),
  /** The page it stands on (PDF), else null. */
  page: z.number().int().nullable(),
  text: z.string(),
  /** The document's uploaded name: only in Testen's answers (documents are for members). */
  name: z.string().optional(),
})

/**
 * docs/product/entities.md local chat history: what the browser keeps per survey id under 'history', one
 * entry per bot message and per reply. Path simulation (docs/design/multichat.md) returns it in this shape.
 */
export const ChatHistoryEntry = z.object({
  context: z.string(),
  /** Milliseconds; docs/product/constants.md: a reply is stamped 10 ms before the bot entry that follows it. */
  created_on: z.number().int(),
  /** The bot message's type ('open', 'ack', 'nachfrage', 'welcome', ...); a reply has suffix '-r' ('open-r'). */
  type: z.string(),
  /** null for the welcome and ending messages. */
  unique_question_id: z.string().nullable(),
  /** The question whose nachfrage this entry asks or answers, else null. */
  nachfrage_id: z.string().nullable(),
  /** The question awaiting an answer after this entry (null at the end). */
  current_question_id: z.string().nullable(),
  /** The question the turn of this entry completed, else null. */
  finished_question_id: z.string().nullable(),
  user_or_bot: z.enum(['bot', 'user']),
  /** The code adds: on a bot message's last bubble, the transcript row POST /api/feedback rates. */
  message_id: z.number().int().optional(),
  /** The code adds: the respondent's rating of that message. */
  feedback: z.enum(['up', 'down']).nullable().optional(),
  /** A qa answer's passages (docs/runtime.md); Testen shows them under the bubble. */
  sources: z.array(PassageSource).readonly().optional(),
})
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntry>
