import type { ChatBotMessage, ChatResponse } from '@engine/api/chat'
import type { Awaiting } from '../conversation'

/** Test factories (docs/contributing.md#the-shape-of-the-code): a bot message and a /api/chat answer with only what a test cares about. */
export function aBotMessage(
  overrides: Partial<ChatBotMessage> & { texts?: string[]; delays?: number[] } = {},
): ChatBotMessage {
  const { texts = ['Hallo!'], delays = [], ...rest } = overrides
  return {
    unique_question_id: null,
    type: 'welcome',
    context: texts.join(' '),
    bubbles: texts.map((text, i) => ({ text, delayMs: delays[i] ?? 0 })),
    ...rest,
  }
}

export function aQuestion(id: string, type: string, text: string, delays: number[] = []): ChatBotMessage {
  return aBotMessage({ unique_question_id: id, type, texts: [text], delays })
}

export function anAwaiting(id: string, kind: Awaiting['kind'] = 'text', extra: Partial<Awaiting> = {}): Awaiting {
  return { unique_question_id: id, kind, maxLength: 2000, ...extra }
}

export function aChatResponse(
  overrides: {
    messages?: ChatBotMessage[]
    awaiting?: Awaiting | null
    finished?: string | null
    isEnd?: boolean
  } = {},
): ChatResponse {
  const awaiting = overrides.awaiting === undefined ? anAwaiting('q1') : overrides.awaiting
  const messages = overrides.messages ?? [aBotMessage(), aQuestion('q1', 'open', 'Wie geht es Ihnen?')]
  const head = messages.findLast((m) => m.unique_question_id === awaiting?.unique_question_id) ?? messages.at(-1)
  return {
    chatbot_response_object: {
      messages,
      awaiting,
      current_question_id: awaiting?.unique_question_id ?? null,
      context: head?.context ?? null,
      type: head?.type ?? null,
      unique_question_id: head?.unique_question_id ?? null,
    },
    finished_question_id: overrides.finished ?? null,
    is_end: overrides.isEnd ?? false,
  }
}
