import type { AssessChatRequest, AssessChatResponse, AssessRouting } from '@engine/api/assess'
import type { RuntimeState } from '@engine/runtime'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../session/apiClient'
import { aBotMessage, aChatResponse, anAwaiting, aQuestion } from '../../chat/testing/aChatResponse'
import { stepOf } from './assessStep'
import { createAssessStore } from './assessStore'

const runtime = (current: string | null, extra: Partial<RuntimeState> = {}): RuntimeState => ({
  current,
  phase: 'answer',
  pendingAnswers: [],
  qaCount: 0,
  finished: current === null,
  visited: [],
  ...extra,
})

/** A test factory: the live chat's answer plus the Testen fields. */
function anAssessResponse(
  base: ReturnType<typeof aChatResponse>,
  extra: Partial<Pick<AssessChatResponse, 'state' | 'routing' | 'end_reason' | 'exit_condition_id'>> = {},
): AssessChatResponse {
  return {
    ...base,
    state: runtime(base.chatbot_response_object.current_question_id),
    routing: null,
    end_reason: null,
    exit_condition_id: null,
    ...extra,
  }
}

const intent: AssessRouting = { handle: 'positiv', confidence: 0.91, reason: 'intent' }
const start = anAssessResponse(
  aChatResponse({
    messages: [aBotMessage({ texts: ['Hallo!'] }), aQuestion('wie', 'open', 'Wie gefällt es Ihnen?', [500])],
    awaiting: anAwaiting('wie'),
  }),
)
const routed = anAssessResponse(
  aChatResponse({
    messages: [aQuestion('fragen', 'qa', 'Haben Sie Fragen?')],
    awaiting: anAwaiting('fragen', 'qa'),
    finished: 'wie',
  }),
  { routing: intent },
)

function setup(answers: (AssessChatResponse | Error)[]) {
  const requests: AssessChatRequest[] = []
  const session = { user: 'demo@example.org' }
  const slept: number[] = []
  const store = createAssessStore({
    call: async (body) => {
      requests.push(JSON.parse(JSON.stringify(body)) as AssessChatRequest)
      const next = answers.shift()
      if (!next || next instanceof Error) throw next ?? new Error('keine Antwort mehr')
      return next
    },
    user: () => session.user,
    now: () => 1_000_000,
    sleep: async (ms) => {
      slept.push(ms)
    },
  })
  return { store, requests, slept, session }
}

describe('stepOf', () => {
  it('records an answer that routed, finished its block or ended the dialog', () => {
    expect(stepOf('wie', 'Sehr gut', routed)).toEqual({
      unique_question_id: 'wie',
      input: 'Sehr gut',
      routing: intent,
      end_reason: null,
      exit_condition_id: null,
      offered: null,
      declined: false,
    })
    const ended = anAssessResponse(aChatResponse({ awaiting: null, isEnd: true, finished: 'wie' }), {
      end_reason: 'exit_condition',
      exit_condition_id: 'stop',
    })
    expect(stepOf('wie', 'abbrechen', ended)).toMatchObject({
      end_reason: 'exit_condition',
      exit_condition_id: 'stop',
      routing: null,
    })
  })

  it('an unsure answer records the intents the clarifying question offers, with their button labels and scores', () => {
    const asked = anAssessResponse(
      aChatResponse({
        messages: [aQuestion('wie', 'clarify', 'Meinten Sie eines davon?')],
        awaiting: anAwaiting('wie', 'clarify', {
          options: [
            { id: 'intent:positiv', label: 'Gefällt mir', confidence: 0.41 },
            { id: 'intent:negativ', label: 'Negativ', confidence: 0.23 },
            { id: 'other', label: 'Etwas anderes' },
          ],
        }),
      }),
      { routing: { handle: 'positiv', confidence: 0.41, reason: 'clarify' } },
    )
    asked.state = runtime('wie', {
      phase: 'clarify',
      pendingAnswers: ['naja'],
      offered: [
        { handle: 'positiv', confidence: 0.41 },
        { handle: 'negativ', confidence: 0.23 },
      ],
    })
    expect(stepOf('wie', 'naja', asked)).toMatchObject({
      offered: [
        { handle: 'positiv', label: 'Gefällt mir', confidence: 0.41 },
        { handle: 'negativ', label: 'Negativ', confidence: 0.23 },
      ],
      declined: false,
    })
  })

  it('marks the nachfrage asked after "Etwas anderes"', () => {
    const nachfrage = anAssessResponse(aChatResponse({ messages: [aQuestion('wie', 'nachfrage', 'Wie genau?')] }), {
      routing: { handle: 'nachfrage', confidence: null, reason: 'nachfrage' },
    })
    nachfrage.state = runtime('wie', { phase: 'nachfrage', pendingAnswers: ['naja'], declined: ['positiv', 'negativ'] })
    expect(stepOf('wie', 'Etwas anderes', nachfrage)).toMatchObject({ offered: null, declined: true })
  })

  it('records nothing for an input the runtime refused (it asks the same question again)', () => {
    expect(
      stepOf('alter', 'alt', anAssessResponse(aChatResponse({ awaiting: anAwaiting('alter', 'number') }))),
    ).toBeNull()
  })
})

describe('the Testen conversation', () => {
  it('starts with state null, keeps the state the server gave and sends it back with the answer', async () => {
    const { store, requests, slept } = setup([start, routed])
    await store.open('s1')
    expect(requests[0]).toEqual({ survey_id: 's1', state: null, user_input: '' })
    expect(slept).toEqual([500])
    expect(store.state.entries.map((e) => e.context)).toEqual(['Hallo!', 'Wie gefällt es Ihnen?'])
    expect(store.state.runtime).toEqual(runtime('wie'))

    await store.send('Sehr gut, ich wohne gern hier')
    expect(requests[1]).toEqual({ survey_id: 's1', state: runtime('wie'), user_input: 'Sehr gut, ich wohne gern hier' })
    expect(store.state.steps).toEqual([
      {
        unique_question_id: 'wie',
        input: 'Sehr gut, ich wohne gern hier',
        routing: intent,
        end_reason: null,
        exit_condition_id: null,
        offered: null,
        declined: false,
      },
    ])
    expect(store.state.runtime?.current).toBe('fragen')
    expect(store.state.entries.map((e) => `${e.user_or_bot}:${e.context}`)).toEqual([
      'bot:Hallo!',
      'bot:Wie gefällt es Ihnen?',
      'user:Sehr gut, ich wohne gern hier',
      'bot:Haben Sie Fragen?',
    ])
    expect(store.state.phase).toBe('ready')
  })

  it('opening the same dialog again continues the run; restart forgets the state and starts over', async () => {
    const { store, requests } = setup([start, routed, start])
    await store.open('s1')
    await store.send('Sehr gut')
    await store.open('s1')
    expect(requests).toHaveLength(2)
    await store.restart()
    expect(requests[2]).toEqual({ survey_id: 's1', state: null, user_input: '' })
    expect(store.state.steps).toEqual([])
    expect(store.state.runtime).toEqual(runtime('wie'))
    expect(store.state.entries.map((e) => e.context)).toEqual(['Hallo!', 'Wie gefällt es Ihnen?'])
  })

  it('another editor opening the same dialog gets a run of their own', async () => {
    const { store, requests, session } = setup([start, routed, start])
    await store.open('s1')
    await store.send('Sehr gut')
    session.user = 'kollegin@example.org'
    await store.open('s1')
    expect(requests[2]).toEqual({ survey_id: 's1', state: null, user_input: '' })
    expect(store.state.steps).toEqual([])
  })

  it('a failed answer gives the typed text back and shows the server message', async () => {
    const { store } = setup([
      start,
      new ApiError(400, "Ungültige Eingabe: Feld 'state.phase' hat einen unzulässigen Wert.", {
        code: 'invalid_input',
      }),
    ])
    await store.open('s1')
    await store.send('Sehr gut')
    expect(store.state).toMatchObject({
      draft: 'Sehr gut',
      phase: 'ready',
      pendingInput: null,
      failure: { status: 400 },
    })
    expect(store.state.runtime).toEqual(runtime('wie'))
    store.dismissFailure()
    expect(store.state.failure).toBeNull()
  })

  it('a failed start can be started again', async () => {
    const { store } = setup([new ApiError(404, 'Dialog nicht gefunden.', { code: 'survey_not_found' }), start])
    await store.open('s1')
    expect(store.state).toMatchObject({ phase: 'failed', failure: { msg: 'Dialog nicht gefunden.', status: 404 } })
    await store.open('s1')
    expect(store.state).toMatchObject({ phase: 'ready', failure: null })
  })

  it('an answer that arrives after a restart is dropped', async () => {
    let release: (value: AssessChatResponse) => void = () => undefined
    const requests: AssessChatRequest[] = []
    const answers: (() => Promise<AssessChatResponse>)[] = [
      async () => start,
      () =>
        new Promise((resolve) => {
          release = resolve
        }),
      async () => start,
    ]
    const store = createAssessStore({
      user: () => 'demo@example.org',
      call: (body) => {
        requests.push(body)
        return (answers.shift() as () => Promise<AssessChatResponse>)()
      },
      sleep: async () => undefined,
    })
    await store.open('s1')
    const sending = store.send('Sehr gut')
    await store.restart()
    release(routed)
    await sending
    expect(store.state.steps).toEqual([])
    expect(store.state.runtime?.current).toBe('wie')
  })
})
