import type { Block } from '../model/block'

/**
 * Where a respondent is in a dialog. Plain JSON data: the server stores it between two
 * `POST /api/chat` calls (docs/design/live.md), so it holds no Maps, Dates or class instances.
 */
export interface RuntimeState {
  /** The block awaiting input; null before the start and after the end. */
  current: string | null
  /**
   * 'nachfrage': the follow-up question of an open block was asked; 'clarify': its clarifying
   * question with buttons was asked; 'qa': inside a qa block.
   */
  phase: 'answer' | 'nachfrage' | 'clarify' | 'qa'
  /** The first answer of an open block while its nachfrage or clarifying question is asked. */
  pendingAnswers: string[]
  /** While the clarifying question is asked: the intents offered, with the model's confidence. */
  offered?: ClarifyOffer[]
  /**
   * The nachfrage is asked because the respondent chose "Etwas anderes": the intents they declined
   * (the buttons shown). Its answer's route is 'other', and it is never routed to a declined intent.
   */
  declined?: string[]
  /** Questions asked in the current qa block. */
  qaCount: number
  finished: boolean
  /** Blocks shown so far, each once, in the order first shown. */
  visited: string[]
}

/** An intent offered by the clarifying question (docs/nlu.md "Clarifying question"). */
export interface ClarifyOffer {
  handle: string
  confidence: number
}

/** One piece of bot text, shown `delayMs` after the previous one. */
export interface Bubble {
  text: string
  delayMs: number
}

export type BotMessageType = Block['type'] | 'welcome' | 'ending' | 'ack' | 'nachfrage' | 'clarify' | 'error'

/** Where a qa answer comes from: one passage of the block's document (docs/runtime.md). */
export interface PassageSource {
  /** The document (its stored file name). */
  filename_db: string
  /** 1-based position of the passage in the document ("Abschnitt 3 von 12"). */
  section: number
  sections: number
  /** The page it stands on (PDF), else null. */
  page: number | null
  /** The passage itself. */
  text: string
  /** The document's uploaded name; only Testen fills it in (members see document names). */
  name?: string
}

export interface BotMessage {
  unique_question_id: string | null
  type: BotMessageType
  /** The text as written, with its delay markers. */
  context: string
  bubbles: Bubble[]
  /** A qa answer: the passages it was taken from, best first. */
  sources?: PassageSource[]
}

export type InputKind = 'text' | 'likert' | 'single_choice' | 'multiple_choice' | 'number' | 'email' | 'qa' | 'clarify'

/**
 * One button of the input. For 'clarify': `id` is `intent:<handle>` or `other` ("Etwas
 * anderes"), and `confidence` is the model's for that intent (Testen shows it).
 */
export interface AwaitingOption {
  id: string
  label: string
  confidence?: number
}

/** What the chat input must offer for the block awaiting an answer. */
export interface AwaitingInput {
  unique_question_id: string
  kind: InputKind
  options?: AwaitingOption[]
  min?: number
  max?: number
  maxLength: number
}

/** An accepted input, normalised: what the server stores as the respondent's answer. */
export interface RecordedAnswer {
  unique_question_id: string
  type: Block['type']
  /** The input as typed (trimmed). */
  raw: string
  /** open/email/qa: the text; likert: '1'..'N' or 'na'; single: option id; multiple: ids; number: the number. */
  value: string | number | string[]
  /** True when this input answered the block's nachfrage. */
  nachfrage: boolean
  /**
   * A tap on the clarifying question's intent: its handle. `raw` is the button's label (what the
   * transcript shows), `value` the first answer the tap explains.
   */
  clarified?: string
  /** How an open block with intents routed this answer (docs/nlu.md "Clarifying question"); absent without a classifier. */
  route?: AnswerRoute
}

/**
 * The path of an open block's answer, stored per answer for analysis and Trainieren: 'direct'
 * routed at once by the model (or the LLM provider), 'clarified' by a tapped button, 'other' after
 * "Etwas anderes" and the nachfrage, 'nachfrage' after the nachfrage without buttons, 'default'
 * unsure at once and no question asked; 'asked' while the clarifying question or the nachfrage
 * waits. After 'other' and 'nachfrage' the intent tells whether the second answer found one.
 */
export type AnswerRoute = 'direct' | 'clarified' | 'other' | 'nachfrage' | 'default' | 'asked'
export const ANSWER_ROUTES = [
  'direct',
  'clarified',
  'other',
  'nachfrage',
  'default',
  'asked',
] as const satisfies readonly AnswerRoute[]

export type RoutingReason =
  'option' | 'likert' | 'range' | 'intent' | 'default' | 'order' | 'nachfrage' | 'clarify' | 'clarified' | 'fallback'

/**
 * Who decided an open block's intent: the offline model, or the LLM provider the server asks when
 * the model is unsure (docs/nlu.md "LLM routing"). The runtime itself only ever routes offline.
 */
export type RoutingSource = 'offline' | 'llm'

/** Why the dialog went where it went after an answer (for the training tab and for tests). */
export interface Routing {
  /** The connection handle taken, 'order' when none was. */
  handle: string
  /** The offline classifier's confidence (0..1) for open blocks, also when the LLM decided; else null. */
  confidence: number | null
  reason: RoutingReason
  /** Set by the server when the LLM provider chose the intent; absent = the runtime's own decision. */
  source?: RoutingSource
}

export interface Turn {
  state: RuntimeState
  messages: BotMessage[]
  awaiting: AwaitingInput | null
  /** The block whose question this turn completed. */
  finished_question_id: string | null
  is_end: boolean
  answer?: RecordedAnswer
  routing?: Routing
  /** Set by endConversation (for example 'exit_condition'). */
  end_reason?: string
  /** What the transcript shows for the respondent's input when it is not the text sent: a tapped button's label. */
  input_label?: string
}

export interface Classification {
  handle: string
  confidence: number
}

export interface Retrieval {
  answer: string
  passages: string[]
  /** Where each of `passages` stands, in the same order. */
  sources?: PassageSource[]
}

/** Everything that is not pure (classifier, retrieval) is injected, so the runtime stays testable. */
export interface RuntimeDeps {
  /** Ranked best first; handles are the block's outgoing intent handles. */
  classify?: (block: Block, texts: string[]) => Classification[]
  retrieve?: (block: Block, question: string) => Retrieval | null
  /** Minimum confidence for an intent jump; default 0.6. */
  threshold?: number
}
