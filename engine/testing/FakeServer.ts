import { ERROR_CODES, type ErrorCode, isErrorCode } from '../api/errorCodes'
import { serverApply } from '../changes/apply'
import { bumpsVersion } from '../sync/changeCalls'
import type { Change } from '../changes/Change'
import { parseChange } from '../changes/schema'
import { EngineError } from '../EngineError'
import type { EditorState } from '../model/editorState'
import type { EditorSnapshot } from '../model/snapshot'
import { Trigger } from '../model/trigger'
import { staleVersionError } from '../sync/isStaleVersion'
import { transportError } from '../sync/transportError'
import type { Transport, TransportCall } from '../sync/Transport'

interface LoggedChange {
  version: number
  change_id: string
  changes: Change[]
}

const CHANGES = /^\/api\/surveys\/[^/]+\/changes$/
const EVENTS = /^\/api\/surveys\/[^/]+\/events$/

/** A refusal as the server sends it: the status its error code is listed with. */
function refusal(error: unknown) {
  if (error instanceof EngineError) {
    const code: ErrorCode | null = isErrorCode(error.code) ? error.code : null
    const status = code ? (ERROR_CODES[code].status[0] ?? 400) : error.code.endsWith('_exists') ? 409 : 400
    return transportError(status, { msg: error.message, code })
  }
  return error
}

/**
 * An in-memory server for tests of the engine and the app: the truth that optimistic state must
 * converge to. Dialog changes go through the very function the real server uses
 * (`serverApply` of engine/changes), so fake and server cannot drift; the fake adds only what a
 * server keeps around it: the version (given one, a stale `expected_version` is refused with
 * 409), the edit log with change ids (a resent change is answered `replayed`, applied once) and
 * the multichat's trigger calls.
 */
export class FakeServer implements Transport {
  calls: TransportCall[] = []
  readonly log: LoggedChange[] = []
  private counted = 0
  private colleagueIds = 0

  constructor(
    public state: EditorState,
    public version?: number,
  ) {
    this.counted = version ?? 0
  }

  async send(call: TransportCall): Promise<unknown> {
    this.calls.push(call)
    const [path = call.path, query = ''] = call.path.split('?')
    try {
      if (call.method === 'POST' && CHANGES.test(path)) return this.change(call.body)
      if (call.method === 'GET' && EVENTS.test(path)) {
        const after = Number(/(?:^|&)after_version=(\d+)/.exec(query)?.[1] ?? 0)
        return { events: this.log.filter((e) => e.version > after) }
      }
      if (call.method === 'POST' && path === '/api/create_trigger') return this.createTrigger(call.body)
      if (call.method === 'DELETE' && path.startsWith('/api/delete_trigger/')) {
        const id = decodeURIComponent(path.split('/').pop() ?? '')
        if (!this.state.triggers.some((t) => t.id === id))
          throw new EngineError('trigger_not_found', 'Trigger existiert nicht.')
        this.state = { ...this.state, triggers: this.state.triggers.filter((t) => t.id !== id) }
        return { msg: 'success' }
      }
    } catch (error) {
      throw refusal(error)
    }
    throw new Error(`FakeServer: unbekannter Aufruf ${call.method} ${call.path}`)
  }

  /** Someone else's change, saved as another editor's call would be (no expected_version). */
  async colleague(change: Change): Promise<unknown> {
    return this.send({
      method: 'POST',
      path: `/api/surveys/${encodeURIComponent(this.state.survey.survey_id)}/changes`,
      body: { change_id: `colleague-${++this.colleagueIds}`, change },
    })
  }

  /** The dialog as GET /api/surveys/{id} would load it. */
  snapshot(): EditorSnapshot {
    return {
      survey: { ...this.state.survey, all_questions: [...this.state.blocks.values()] },
      connections: [...this.state.connections],
      triggers: [...this.state.triggers],
      exitConditions: [...this.state.exitConditions],
      ...(this.version === undefined ? {} : { version: this.version }),
    }
  }

  private change(raw: unknown) {
    const body = (raw ?? {}) as { change_id?: unknown; expected_version?: unknown; change?: unknown }
    if (typeof body.change_id !== 'string' || body.change_id === '')
      throw new EngineError('invalid_input', "Ungültige Eingabe: Feld 'change_id' fehlt.")
    const seen = this.log.find((e) => e.change_id === body.change_id)
    if (seen) return { msg: 'success', ...this.versionField(seen.version), change: seen.changes[0], replayed: true }
    if (this.version !== undefined && body.expected_version !== undefined && body.expected_version !== this.version)
      throw staleVersionError()
    const change = parseChange(body.change)
    if (!bumpsVersion(change))
      throw new EngineError('invalid_input', "Ungültige Eingabe: Feld 'change.kind' gehört nicht zu einem Dialog.")
    const { resolved, next } = serverApply(this.state, change)
    this.state = next
    this.counted++
    if (this.version !== undefined) this.version = this.counted
    this.log.push({ version: this.counted, change_id: body.change_id, changes: [resolved] })
    return { msg: 'success', ...this.versionField(this.counted), change: resolved }
  }

  private versionField(version: number) {
    return this.version === undefined ? {} : { version }
  }

  /** Upserts by id, at the place after `after` (absent: last), as the server's create_trigger does. */
  private createTrigger(raw: unknown) {
    const { after, ...fields } = (raw ?? {}) as { after?: string | null }
    const trigger = Trigger.parse(fields)
    const list = this.state.triggers
    const existing = list.findIndex((t) => t.id === trigger.id)
    let triggers: Trigger[]
    if (existing >= 0) triggers = list.map((t, i) => (i === existing ? trigger : t))
    else {
      const ids = list.map((t) => t.id)
      const index = after === undefined ? ids.length : after === null ? 0 : ids.indexOf(after) + 1 || ids.length
      triggers = [...list.slice(0, index), trigger, ...list.slice(index)]
    }
    this.state = { ...this.state, triggers }
    return { msg: 'success', trigger }
  }
}
