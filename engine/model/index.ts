// The data model's public surface: the schemas and types of a dialog and its editor state.
// Engine code imports the files themselves; this index is for src/, server/ and the tests.
export {
  Block,
  BlockType,
  ChoiceOption,
  Position,
  QuestionId,
  blockIdentityFields,
  withBlockField,
  type BlockInput,
} from './block'
export { BlockTable } from './BlockTable'
export { KeyedSeq } from './KeyedSeq'
export {
  MAX_BLOCKS_PER_DIALOG,
  MAX_CHANGES_PER_RESTORE,
  MAX_CLARIFY_QUESTION,
  MAX_CONNECTIONS_PER_DIALOG,
  MAX_DIALOGS_PER_MULTICHAT,
  MAX_INTENT_LABEL,
  MAX_TRIGGERS_PER_MULTICHAT,
  MAX_TURNS_PER_CONVERSATION,
} from './limits'
export { ChatHistoryEntry } from './chatHistory'
export { Connection, connectionKey } from './connection'
export { defaultEdgeVisibility, type EdgeVisibility, type EditorState } from './editorState'
export { ExitCondition } from './exitCondition'
export { INT32_MAX, INT32_MIN, decimalInt, int32 } from './int32'
export { defaultLanguageFragments, isDefaultLanguageFragments, liveBarFragments } from './languageFragments'
export { ASSIGNABLE_ROLES, ROLES, roleCan, type Role } from './roles'
export { sameValue } from './sameValue'
export { shareStructure, toEditorState, type EditorSnapshot, type SurveyWithBlocks } from './snapshot'
export { DEFAULT_LANGUAGE, DEFAULT_SPEED, Language, Survey, SurveyId, type SurveyInput } from './survey'
export { TrainingExample } from './trainingExample'
export { Trigger, TriggerAction, TriggerKind, parseTriggerString, type ParsedTrigger } from './trigger'
