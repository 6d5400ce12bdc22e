import type { Block } from '../model/block'
import { type Connection } from '../model/connection'
import type { EditorState } from '../model/editorState'
import type { ExitCondition } from '../model/exitCondition'
import type { Trigger } from '../model/trigger'
import type { HistoryEntry } from '../history/HistoryEntry'
import { isPositionsEntry } from '../history/positionsEntry'
import { trainingCall } from '../commands/trainingCall'
import type { TransportCall } from './Transport'

/** Whether the entry is a first application or a re-application through undo/redo. */
export type EntryOrigin = 'do' | 'undo' | 'redo'

const BLOCKS = '/api/update_survey_blocks'
const SETTINGS = '/api/update_survey_settings'

function blockCreateBody(surveyId: string, block: Block, action: 'create' | 'recreate') {
  const { unique_question_id, order, type, context, nachfrage, likert_na, acknowledgement, ...optionals } = block
  return {
    survey_id: surveyId,
    action,
    unique_question_id,
    order,
    type,
    context,
    nachfrage,
    likert_na,
    acknowledgement,
    optionals,
    changed_values: block,
  }
}

/**
 * The docs/product/calls.md call that makes the server do what `entry` did locally. `after` is the
 * confirmed state with the entry applied: calls that send a whole list (structure) read it there.
 * A block that returns through undo/redo is sent as `recreate`, so it keeps its id.
 */
export function callForEntry(entry: HistoryEntry, after: EditorState, origin: EntryOrigin): TransportCall {
  const survey_id = after.survey.survey_id
  const id = entry.unique_question_id
  switch (entry.type) {
    case 'blocks':
      if (isPositionsEntry(entry))
        return {
          method: 'POST',
          path: `/api/surveys/${encodeURIComponent(survey_id)}/positions`,
          body: { positions: entry.new_value },
        }
      switch (entry.change) {
        case 'create':
          return {
            method: 'POST',
            path: BLOCKS,
            body: blockCreateBody(survey_id, entry.new_value as Block, origin === 'do' ? 'create' : 'recreate'),
          }
        case 'delete':
          return { method: 'POST', path: BLOCKS, body: { survey_id, action: 'delete', unique_question_id: id } }
        case 'order':
          // The whole order after the move: idempotent, whatever the server saw before.
          return {
            method: 'POST',
            path: BLOCKS,
            body: {
              survey_id,
              action: 'update',
              unique_question_id: id,
              order: entry.new_value,
              changed_values: { order: after.blocks.ids },
            },
          }
        default:
          return {
            method: 'POST',
            path: BLOCKS,
            body: {
              survey_id,
              action: 'update',
              unique_question_id: id,
              changed_values: { [entry.key ?? '']: entry.new_value ?? null },
            },
          }
      }
    case 'settings': {
      if (entry.key === 'survey_list_isEnd') {
        return {
          method: 'POST',
          path: SETTINGS,
          body: { survey_id, action: 'survey_list_isEnd', changed_values: { is_end: entry.new_value } },
        }
      }
      const action = entry.change === 'fixmessages' ? 'fixmessages' : 'config'
      return {
        method: 'POST',
        path: SETTINGS,
        body: { survey_id, action, changed_values: { [entry.key ?? '']: entry.new_value } },
      }
    }
    case 'gpt_exit_conditions': {
      const base = `/api/surveys/${encodeURIComponent(survey_id)}/gpt_exit_conditions`
      if (entry.change === 'create') return { method: 'POST', path: base, body: entry.new_value as ExitCondition }
      const path = `${base}/${encodeURIComponent(entry.key ?? '')}`
      return entry.change === 'delete'
        ? { method: 'DELETE', path }
        : { method: 'PUT', path, body: entry.new_value as ExitCondition }
    }
    case 'structure':
      // The whole list: idempotent, so a retried or reordered call cannot leave half a graph.
      return {
        method: 'POST',
        path: `/api/surveys/${encodeURIComponent(survey_id)}/structure`,
        body: { connections: after.connections as Connection[] },
      }
    case 'triggers': {
      if (entry.change === 'delete')
        return { method: 'DELETE', path: `/api/delete_trigger/${encodeURIComponent(entry.key ?? '')}` }
      const trigger = entry.new_value as Trigger
      return { method: 'POST', path: '/api/create_trigger', body: trigger }
    }
    case 'training':
      return trainingCall(survey_id, entry)
  }
}
