/** Typed engine failures: a code for callers and tests, a German message for the UI. */
export type EngineErrorCode =
  | 'invalid_input'
  | 'block_not_found'
  | 'block_exists'
  | 'condition_not_found'
  | 'connection_not_found'
  | 'trigger_not_found'
  | 'example_not_found'
  | 'not_a_permutation'
  | 'nothing_to_undo'
  | 'nothing_to_redo'
  | 'sync_failed'
  | 'edit_conflict'
  | 'disposed'
  | 'live_switch_off'
  | 'condition_exists'
  | 'connection_exists'
  | 'trigger_id_taken'
  | 'survey_not_found'
  | 'undo_skipped'
  | 'redo_skipped'
  | 'version_not_found'
  | 'version_before_log'

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'EngineError'
  }
}
