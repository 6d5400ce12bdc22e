import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// docs/glossary.md: one name per concept. A multichat is a multichat (not a dialog manager), "live"
// is the respondents' side and co-editing is "coediting", a command is executed (not run). The
// wire, the database and the migrations keep their spelling: snake_case names mirror them and
// pass (dialog_manager_id, find_dialogmanager_status, token_live).

/** Other managers: tldraw's, the history's. */
const OTHER_MANAGERS = new Set(['UndoManager', 'undoManager', 'HistoryManager', 'historyManager'])

/** A multichat under its retired name: DialogManager…, dialogManagerId, ManagerCard, managerId, FLOW_MANAGER_ID. */
export function retiredMultichat(identifier: string): boolean {
  if (OTHER_MANAGERS.has(identifier) || /(Undo|History)Manager/.test(identifier)) return false
  if (identifier.includes('_') && /[a-z]/.test(identifier)) return false
  if (!/[a-z]/.test(identifier)) return /(^|_)MANAGERS?(_|$)/.test(identifier)
  return /(^|(?<=[a-z0-9]))Managers?(?![a-z])|^managers?(?![a-z])/.test(identifier)
}

/** The co-editing names that said "live" (server/live/ became server/coediting/). */
const RETIRED_LIVE = new Set([
  'openLive',
  'readLiveEvents',
  'parseLiveEvent',
  'LiveReceived',
  'LiveOptions',
  'openLiveStream',
  'LiveEvent',
  'LiveListener',
  'LiveConnection',
  'isLiveConnection',
  'LiveHub',
  'LiveReader',
  'startLiveStream',
  'LiveStream',
  'LiveStreamOptions',
  'openLiveLink',
  'liveLink',
  'LiveLink',
  'LiveLinkDeps',
  'LiveTarget',
  'LiveSource',
  'LiveFetch',
  'LiveResponse',
  'LiveRefusal',
  'LiveQuery',
  'openLiveEditor',
  'LiveEditor',
  'liveListenUrl',
  'DEFAULT_LIVE',
  'stopLive',
  'LiveDeps',
  'LiveState',
  'initialLiveState',
  'LiveIndicator',
  'liveStream',
  'surveyLive',
  'surveyLiveRoutes',
  'multichatLiveRoutes',
  'liveReceive',
])
const RETIRED_RUN = new Set(['runAdding'])

/** Text that brings an old name back where no identifier shows it. */
const RETIRED_TEXT: [RegExp, string][] = [
  [/\bctx\.live\b/, 'the co-editing hub is ctx.coediting'],
  [/\bsession\.live\b/, "the configurator's co-editing state is session.coediting"],
  [/\bsession\.run\(/, 'a command is executed: session.execute(command)'],
  [/\brun\s*\(\s*command\s*:\s*Command\b/, 'a command is executed: execute(command: Command)'],
  [/\brun: \(command\)/, 'a command is executed: execute: (command) => …'],
]

/** Prose that names another manager. */
const OTHER_MANAGER_PROSE = /\b(file|package|password|undo|history) managers?\b/gi

export function retiredIdentifiers(text: string): string[] {
  // A regular expression's escape is not part of the name after it: /\breadLiveEvents\b/.
  const words = [...text.replace(OTHER_MANAGER_PROSE, '').matchAll(/(?:\\[A-Za-z])?([A-Za-z_$][A-Za-z0-9_$]*)/g)].map(
    (m) => m[1] ?? '',
  )
  return words.filter((w) => retiredMultichat(w) || RETIRED_LIVE.has(w) || RETIRED_RUN.has(w))
}

/** A file or folder name under a retired name. */
export function retiredPath(path: string): boolean {
  if (/^server\/live\/|^src\/features\/configurator\/live\/|(^|\/)dialogmanagers?(\/|\.|$)/i.test(path)) return true
  return path.split(/[/.]/).some((part) => retiredMultichat(part) || RETIRED_LIVE.has(part) || RETIRED_RUN.has(part))
}

const EXEMPT =
  /^server\/db\/migrations\/|^docs\/glossary\.md$|^tests\/lint\/names\.test\.ts$|^package-lock\.json$|^bench\/.*\.json$|^reliability\/results\//
const CODE = /\.(tsx?|mjs|js|css|html)$/

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !EXEMPT.test(file))
}

describe('one name per concept (docs/glossary.md)', () => {
  const files = trackedFiles()

  it('no file or folder carries a retired name', () => {
    expect(files.filter(retiredPath)).toEqual([])
  })

  it('no code, comment or style sheet uses a retired name', () => {
    const offenders = files
      .filter((file) => CODE.test(file))
      .flatMap((file) => {
        let text: string
        try {
          text = readFileSync(file, 'utf8')
        } catch {
          return [] // deleted in the work tree
        }
        return text.split('\n').flatMap((line, index) => {
          const found = [
            ...retiredIdentifiers(line),
            ...RETIRED_TEXT.filter(([pattern]) => pattern.test(line)).map(([, why]) => why),
          ]
          return found.length > 0 ? [`${file}:${index + 1}: ${found.join(', ')}`] : []
        })
      })
    expect(offenders).toEqual([])
  })

  it('the checks recognise the retired names and let the wire, the data and other managers be', () => {
    for (const old of ['DialogManagerSummary', 'dialogManagerId', 'ManagerCard', 'managerId', 'managers', 'manager'])
      expect(retiredMultichat(old), old).toBe(true)
    expect(retiredMultichat('FLOW_MANAGER_ID')).toBe(true)
    for (const kept of [
      'dialog_manager_id',
      'find_dialogmanager_status',
      'UndoManager',
      'multichatManage',
      'Dialogmanager',
    ])
      expect(retiredMultichat(kept), kept).toBe(false)
    expect(retiredIdentifiers("import { LiveHub } from '../live/hub'")).toEqual(['LiveHub'])
    expect(retiredIdentifiers('if (!/\\breadLiveEvents\\b/.test(text)) return []')).toEqual(['readLiveEvents'])
    expect(retiredIdentifiers('// sorts by date and reads naturally in a file manager')).toEqual([])
    expect(retiredIdentifiers("requireLive(ctx, request, 'token_live')")).toEqual([])
    expect(retiredPath('server/live/hub.ts')).toBe(true)
    expect(retiredPath('server/routes/dialogmanager/signal.ts')).toBe(true)
    expect(retiredPath('src/features/multichat/useManager.ts')).toBe(true)
    expect(retiredPath('server/routes/live/chat.ts')).toBe(false)
    expect(
      RETIRED_TEXT.some(([pattern]) => pattern.test('void session.run(deleteBlock({ unique_question_id }))')),
    ).toBe(true)
    expect(RETIRED_TEXT.some(([pattern]) => pattern.test('function run(command, args) {'))).toBe(false)
  })
})
