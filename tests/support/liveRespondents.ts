import { authHeaders } from './fixtures'

/** What one respondent got acknowledged (2xx) by the server, in order. */
export interface Acknowledged {
  started: boolean
  inputs: string[]
}

export interface LiveRespondents {
  /** Per respondent id (from register_live): the acknowledged start and answers. */
  acknowledged: Map<number, Acknowledged>
  /** Requests sent and not yet answered. */
  inFlight(): number
  /** Requests answered with something other than 2xx, or not answered at all. */
  failed(): number
  /** Lets every respondent finish its current request and send no further one. */
  stop(): Promise<void>
}

interface ChatBody {
  is_end: boolean
  chatbot_response_object: { current_question_id: string | null; awaiting?: { kind: string } | null }
}

/** An answer every block of the seeded dialogs accepts; open answers are unique so each can be found again. */
function answerFor(kind: string | undefined, serial: number): string {
  switch (kind) {
    case 'likert':
      return '4'
    case 'multiple_choice':
      return 'Vortrag'
    case 'number':
      return '3'
    case 'single_choice':
      return 'Nein'
    case 'email':
      return `person${serial}@example.org`
    default:
      return `Antwort ${serial}: die Vorträge waren wirklich spannend`
  }
}

/**
 * `count` respondents answering one live dialog over HTTP at the same time, each starting over
 * as a new respondent when its dialog ends, until stopped.
 */
export function startLiveRespondents(baseUrl: string, surveyId: string, count: number): LiveRespondents {
  const acknowledged = new Map<number, Acknowledged>()
  let inFlight = 0
  let failed = 0
  let serial = 0
  let stopped = false

  async function post<T>(path: string, body: object, token?: string): Promise<T | undefined> {
    inFlight++
    try {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(token && authHeaders(token)),
      }
      const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      if (res.ok) return (await res.json()) as T
      failed++
    } catch {
      failed++
    } finally {
      inFlight--
    }
    return undefined
  }

  async function respondent(): Promise<void> {
    while (!stopped) {
      const registered = await post<{ user_id: number; token_live: string }>('/api/register_live', {
        survey_id: surveyId,
      })
      if (!registered) continue
      const mine: Acknowledged = { started: false, inputs: [] }
      acknowledged.set(registered.user_id, mine)
      let current: string | null = null
      let input = ''
      while (!stopped) {
        const turn: ChatBody | undefined = await post<ChatBody>(
          '/api/chat',
          { survey_id: surveyId, unique_question_id: current, user_input: input },
          registered.token_live,
        )
        if (!turn) break
        if (current === null) mine.started = true
        else mine.inputs.push(input)
        if (turn.is_end) break
        current = turn.chatbot_response_object.current_question_id
        input = answerFor(turn.chatbot_response_object.awaiting?.kind, serial++)
      }
    }
  }

  const running = Promise.all(Array.from({ length: count }, () => respondent()))
  return {
    acknowledged,
    inFlight: () => inFlight,
    failed: () => failed,
    stop: async () => {
      stopped = true
      await running
    },
  }
}
