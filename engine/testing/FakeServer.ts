import { Block, type Position, withBlockField } from '../model/block'
import { BlockTable } from '../model/BlockTable'
import type { Connection } from '../model/connection'
import type { EditorState } from '../model/editorState'
import type { ExitCondition } from '../model/exitCondition'
import type { EditorSnapshot } from '../model/snapshot'
import type { Trigger } from '../model/trigger'
import { staleVersionError } from '../sync/isStaleVersion'
import type { Transport, TransportCall } from '../sync/Transport'

type Body = Record<string, unknown>

/** The server keeps whatever order the client sent; ids it does not know are ignored. */
function reorder(state: EditorState, ids: string[]): EditorState {
  const known = ids.filter((id) => state.blocks.has(id))
  const rest = state.blocks.ids.filter((id) => !known.includes(id))
  return {
    ...state,
    blocks: BlockTable.of([...known, ...rest].map((id, order) => ({ ...(state.blocks.get(id) as Block), order }))),
  }
}

/** Creating with a client-chosen id is idempotent: a repeated create replaces in place. */
function upsert<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((x) => x.id === item.id)
  return index < 0 ? [...list, item] : list.map((x, i) => (i === index ? item : x))
}

/** Dialog edits count in the dialog's version; trigger and training calls do not (as on the server). */
const isVersioned = (path: string) =>
  path.startsWith('/api/update_survey_') || /\/(structure|positions|gpt_exit_conditions)(\/|$)/.test(path)

/** The call without `expected_version` (body or query), and the version it expected. */
function splitExpected({ method, path, body }: TransportCall): { call: TransportCall; expected: number | undefined } {
  const [bare = path, query = ''] = path.split('?')
  const fromQuery = /(?:^|&)expected_version=(\d+)/.exec(query)?.[1] ?? null
  if (typeof body !== 'object' || body === null || !('expected_version' in body)) {
    return {
      call: { method, path: bare, ...(body === undefined ? {} : { body }) },
      expected: fromQuery === null ? undefined : Number(fromQuery),
    }
  }
  const { expected_version, ...rest } = body as Body
  return { call: { method, path: bare, body: rest }, expected: Number(expected_version) }
}

/**
 * An in-memory server that understands the docs/product/calls.md editing calls the engine sends, for tests
 * of the engine and the app: the truth that optimistic state must converge to. Given a
 * `version`, it counts dialog edits and refuses a stale `expected_version` with 409, as
 * server/repositories/surveyEvents.ts does; without one it ignores `expected_version`.
 */
export class FakeServer implements Transport {
  calls: TransportCall[] = []
  constructor(
    public state: EditorState,
    public version?: number,
  ) {}

  async send(raw: TransportCall): Promise<unknown> {
    this.calls.push(raw)
    const { call, expected } = splitExpected(raw)
    const counted = this.version !== undefined && isVersioned(call.path)
    if (counted && expected !== undefined && expected !== this.version) throw staleVersionError()
    this.state = this.handle(this.state, call)
    if (!counted) return { msg: 'success' }
    this.version = (this.version ?? 0) + 1
    return { msg: 'success', version: this.version }
  }

  snapshot(): EditorSnapshot {
    return {
      survey: { ...this.state.survey, all_questions: [...this.state.blocks.values()] },
      connections: [...this.state.connections],
      triggers: [...this.state.triggers],
      exitConditions: [...this.state.exitConditions],
      ...(this.version === undefined ? {} : { version: this.version }),
    }
  }

  private handle(state: EditorState, { method, path, body }: TransportCall): EditorState {
    const b = (body ?? {}) as Body
    if (path === '/api/update_survey_blocks') return this.blocks(state, b)
    if (path === '/api/update_survey_settings') return this.settings(state, b)
    if (path === '/api/create_trigger') return { ...state, triggers: upsert(state.triggers, b as unknown as Trigger) }
    if (path.startsWith('/api/delete_trigger/')) {
      const id = decodeURIComponent(path.split('/').pop() ?? '')
      return { ...state, triggers: state.triggers.filter((t) => t.id !== id) }
    }
    if (path.endsWith('/positions')) return this.positions(state, b.positions as Record<string, Position | null>)
    if (path.endsWith('/structure')) return { ...state, connections: b.connections as Connection[] }
    if (path.includes('/gpt_exit_conditions')) {
      if (method === 'POST')
        return { ...state, exitConditions: upsert(state.exitConditions, b as unknown as ExitCondition) }
      const id = decodeURIComponent(path.split('/').pop() ?? '')
      const rest = state.exitConditions.filter((c) => c.id !== id)
      if (method === 'DELETE') return { ...state, exitConditions: rest }
      return {
        ...state,
        exitConditions: state.exitConditions.map((c) => (c.id === id ? (b as unknown as ExitCondition) : c)),
      }
    }
    throw new Error(`FakeServer: unbekannter Aufruf ${method} ${path}`)
  }

  private blocks(state: EditorState, b: Body): EditorState {
    const id = String(b.unique_question_id)
    const values = (b.changed_values ?? {}) as Body
    switch (b.action) {
      case 'create':
      case 'recreate': {
        if (state.blocks.has(id)) throw new Error('Block existiert bereits')
        const block = Block.parse(values)
        return { ...state, blocks: state.blocks.insert(block, block.order) }
      }
      case 'delete':
        if (!state.blocks.has(id)) throw new Error('Block existiert nicht')
        return { ...state, blocks: state.blocks.remove(id) }
      case 'update': {
        let block = state.blocks.get(id)
        if (!block) throw new Error('Block existiert nicht')
        if (Array.isArray(values.order)) return reorder(state, values.order as string[])
        for (const [key, value] of Object.entries(values)) block = withBlockField(block, key, value)
        return { ...state, blocks: state.blocks.replace(block) }
      }
      default:
        throw new Error(`FakeServer: unbekannte Aktion ${String(b.action)}`)
    }
  }

  /** As the server does: one unknown block refuses the whole call. */
  private positions(state: EditorState, positions: Record<string, Position | null>): EditorState {
    const unknown = Object.keys(positions).find((id) => !state.blocks.has(id))
    if (unknown) throw new Error(`Block ${unknown} nicht gefunden.`)
    return {
      ...state,
      blocks: state.blocks.map((bl) =>
        Object.hasOwn(positions, bl.unique_question_id)
          ? withBlockField(bl, 'position', positions[bl.unique_question_id])
          : bl,
      ),
    }
  }

  private settings(state: EditorState, b: Body): EditorState {
    const values = (b.changed_values ?? {}) as Body
    if (b.action === 'survey_list_isEnd') {
      const ends = new Set(values.is_end as string[])
      return {
        ...state,
        blocks: state.blocks.map((bl) =>
          bl.is_end === ends.has(bl.unique_question_id) ? bl : { ...bl, is_end: !bl.is_end },
        ),
      }
    }
    return { ...state, survey: { ...state.survey, ...values } }
  }
}
