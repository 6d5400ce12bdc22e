// The dialog runtime's public surface (docs/runtime.md).
export type {
  AwaitingInput,
  BotMessage,
  BotMessageType,
  Bubble,
  Classification,
  InputKind,
  RecordedAnswer,
  Retrieval,
  Routing,
  RoutingReason,
  RuntimeDeps,
  RuntimeState,
  Turn,
} from './Turn'
export { createRuntimeDialog, type RuntimeDialog } from './createRuntimeDialog'
export { startConversation, initialRuntimeState } from './startConversation'
export { answer } from './answer'
export { endConversation } from './endConversation'
export { resumeConversation } from './resumeConversation'
export { replay } from './replay'
export { splitBubbles } from './splitBubbles'
export { awaitingFor, likertPointLabels } from './awaitingFor'
export {
  simulatePath,
  DEFAULT_MAX_STATES,
  type SimulatePathInput,
  type SimulatePathResult,
  type SimulatedAnswer,
} from './simulatePath'
export { runtimeTexts, runtimeDefaults } from './runtimeTexts'
