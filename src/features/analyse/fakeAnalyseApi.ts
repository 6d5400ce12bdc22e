import type {
  AnalyseBlocksResponse,
  DialogPaths,
  AnalyseOverviewResponse,
  OpenAnswersResponse,
  TranscriptResponse,
  TranscriptsResponse,
} from '@engine/api/analyse'
import { jumpKey } from '@engine/paths'
import type { AnalyseApi } from './analyseApi'

/** Test fixtures and a recording fake of the Analyse calls (engine/api/analyse.ts). */
export const anOverview = (more: Partial<AnalyseOverviewResponse> = {}): AnalyseOverviewResponse => ({
  survey_id: 's1',
  started: 1234,
  finished: 617,
  running: 17,
  aborted: 600,
  completion_rate: 617 / 1217,
  median_seconds: 750,
  dropoff: [
    {
      unique_question_id: 'q1',
      order: 0,
      type: 'likert',
      question: 'Wie zufrieden sind Sie?',
      reached: 1234,
      left: 100,
      running: 0,
      rate: 100 / 1234,
    },
    {
      unique_question_id: 'q2',
      order: 1,
      type: 'open',
      question: 'Was fehlt Ihnen?',
      reached: 1134,
      left: 500,
      running: 17,
      rate: 500 / 1134,
    },
  ],
  per_day: [
    { day: '2026-11-20', started: 600, finished: 300, answers: 1500 },
    { day: '2026-11-21', started: 634, finished: 317, answers: 1600 },
  ],
  ...more,
})

export const someBlocks = (): AnalyseBlocksResponse => ({
  blocks: [
    {
      unique_question_id: 'q1',
      order: 0,
      type: 'likert',
      question: 'Wie zufrieden sind Sie?',
      answered: 1134,
      feedback: { up: 12, down: 3 },
      distribution: [
        { key: '1', label: 'gar nicht', count: 100 },
        { key: '2', label: 'sehr', count: 1034 },
      ],
    },
    {
      unique_question_id: 'q2',
      order: 1,
      type: 'open',
      question: 'Was fehlt Ihnen?',
      answered: 617,
      intents: [
        { intent: 'preis', count: 400 },
        { intent: '', count: 217 },
      ],
      routes: {
        total: 617,
        known: 600,
        direct: 300,
        clarified: 150,
        clarified_by_intent: [
          { intent: 'preis', count: 100 },
          { intent: 'farbe', count: 50 },
        ],
        other: 30,
        nachfrage: 90,
        default: 24,
        asked: 6,
        unknown: 17,
      },
    },
    {
      unique_question_id: 'q3',
      order: 2,
      type: 'number',
      question: 'Wie alt sind Sie?',
      answered: 50,
      histogram: [
        { from: 10, to: 20.5, count: 20 },
        { from: 20.5, to: 31, count: 30 },
      ],
    },
  ],
})

export const someAnswers = (texts = ['Zu teuer', 'Mehr Farben']): OpenAnswersResponse => ({
  total: texts.length,
  items: texts.map((text, i) => ({
    respondent_id: i + 1,
    text,
    intent: i === 0 ? 'preis' : null,
    confidence: i === 0 ? 0.9 : null,
    created_on: Date.UTC(2026, 10, 21, 12),
  })),
})

export const someTranscripts = (): TranscriptsResponse => ({
  total: 2,
  items: [
    {
      respondent_id: 41,
      started_on: Date.UTC(2026, 10, 21, 9),
      finished_on: Date.UTC(2026, 10, 21, 9, 5),
      last_active_on: Date.UTC(2026, 10, 21, 9, 5),
      status: 'finished',
      messages: 8,
      current_question_id: null,
    },
    {
      respondent_id: 42,
      started_on: Date.UTC(2026, 10, 21, 10),
      finished_on: null,
      last_active_on: Date.UTC(2026, 10, 21, 10, 2),
      status: 'aborted',
      messages: 3,
      current_question_id: 'q2',
    },
  ],
})

export const aTranscript = (id = 41): TranscriptResponse => ({
  respondent_id: id,
  messages: [
    {
      user_or_bot: 'bot',
      type: 'likert',
      context: 'Wie zufrieden sind Sie?',
      unique_question_id: 'q1',
      created_on: Date.UTC(2026, 10, 21, 9),
      feedback: 'down',
    },
    {
      user_or_bot: 'user',
      type: 'likert-r',
      context: 'sehr',
      unique_question_id: 'q1',
      created_on: Date.UTC(2026, 10, 21, 9, 1),
    },
  ],
})

/**
 * q1 Ja → q2, Nein → q3; q2 and q3 go on to q4 (end) by default; q5 is never reached, and q3's
 * jump never taken. 10 respondents, 6 finished.
 */
export const somePaths = (): DialogPaths => ({
  survey_id: 's1',
  survey_name: 'Zufriedenheit',
  blocks: [
    { unique_question_id: 'q1', order: 0, type: 'single_choice', question: 'Waren Sie schon einmal hier?' },
    { unique_question_id: 'q2', order: 1, type: 'likert', question: 'Wie zufrieden sind Sie?' },
    { unique_question_id: 'q3', order: 2, type: 'open', question: 'Was hat Sie hergeführt?' },
    { unique_question_id: 'q4', order: 3, type: 'message', question: 'Danke!' },
    { unique_question_id: 'q5', order: 4, type: 'open', question: 'Noch etwas?' },
  ],
  connections: [
    { source: 'q1', handle: 'ja', target: 'q2', label: 'Ja' },
    { source: 'q1', handle: 'nein', target: 'q3', label: 'Nein' },
    { source: 'q2', handle: 'default', target: 'q4', label: null },
    { source: 'q3', handle: 'default', target: 'q4', label: null },
  ],
  picture: {
    respondents: 10,
    finished: 6,
    reached: { q1: 10, q2: 7, q3: 2, q4: 6 },
    jumps: { [jumpKey('q1', 'ja')]: 7, [jumpKey('q1', 'nein')]: 2, [jumpKey('q2', 'default')]: 6 },
    stopped: { q1: 1, q2: 1, q3: 2 },
    paths: [
      { blocks: ['q1', 'q2', 'q4'], count: 6, finished: true },
      { blocks: ['q1', 'q3'], count: 2, finished: false },
      { blocks: ['q1'], count: 1, finished: false },
      { blocks: ['q1', 'q2'], count: 1, finished: false },
    ],
  },
})

type Call = [name: keyof AnalyseApi, ...args: unknown[]]
/** Per call a plain answer instead of the fixture. */
export type FakeAnswers = {
  [K in keyof AnalyseApi]?: (...args: Parameters<AnalyseApi[K]>) => Awaited<ReturnType<AnalyseApi[K]>>
}

/** Answers from the fixtures unless `fail` holds an error for a call name; records every call. */
export function fakeAnalyseApi(overrides: FakeAnswers = {}) {
  const calls: Call[] = []
  const fail: Partial<Record<keyof AnalyseApi, Error>> = {}
  const answer = <T>(name: keyof AnalyseApi, args: unknown[], value: () => Promise<T> | T): Promise<T> => {
    calls.push([name, ...args])
    const error = fail[name]
    return error ? Promise.reject(error) : Promise.resolve(value())
  }
  const api: AnalyseApi = {
    overview: (...a) => answer('overview', a, () => overrides.overview?.(...a) ?? anOverview()),
    blocks: (...a) => answer('blocks', a, () => overrides.blocks?.(...a) ?? someBlocks()),
    answers: (...a) => answer('answers', a, () => overrides.answers?.(...a) ?? someAnswers()),
    transcripts: (...a) => answer('transcripts', a, () => overrides.transcripts?.(...a) ?? someTranscripts()),
    transcript: (...a) => answer('transcript', a, () => overrides.transcript?.(...a) ?? aTranscript(a[1])),
    paths: (...a) => answer('paths', a, () => overrides.paths?.(...a) ?? somePaths()),
  }
  return {
    api,
    calls,
    fail,
    callsOf: (name: keyof AnalyseApi) => calls.filter((c) => c[0] === name).map((c) => c.slice(1)),
  }
}
