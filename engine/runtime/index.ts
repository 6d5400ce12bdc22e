// The dialog runtime's public surface (docs/runtime.md).
export { ANSWER_ROUTES } from './Turn'
export type {
  AnswerRoute,
  AwaitingInput,
  BotMessage,
  AwaitingOption,
  BotMessageType,
  ClarifyOffer,
  Bubble,
  Classification,
  InputKind,
  PassageSource,
  RecordedAnswer,
  Retrieval,
  Routing,
  RoutingReason,
  RoutingSource,
  RuntimeDeps,
  RuntimeState,
  Turn,
} from './Turn'
export { blockOf, createRuntimeDialog, intentHandles, jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
export { startConversation, initialRuntimeState } from './startConversation'
export { answer } from './answer'
export { CLARIFY_OTHER, clarifyOptionId, clarifyQuestionOf, intentLabelOf, isOfferedOption } from './clarify'
export { endConversation } from './endConversation'
export { resumeConversation } from './resumeConversation'
export { questionHead, type QuestionHead } from './questionHead'
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
export {
  runtimeTexts,
  runtimeTextsEn,
  runtimeTextsFor,
  runtimeDefaults,
  qaExitPhraseFor,
  type RuntimeTexts,
} from './runtimeTexts'
export { hasNewUnread, totalUnread, unreadCounts, type UnreadCounts, type UnreadEvent } from './unreadCounts'
// Multichat games (docs/multichat.md): a world of dialogs, the game around it and its wire form.
export {
  finishedBy,
  isBlocked,
  liveDialogs,
  startAt,
  startWorld,
  step,
  triggerRules,
  type Reply,
  type TriggerInput,
  type TriggerRule,
  type World,
  type WorldEvent,
} from './multichatWorld'
export {
  chatStatus,
  createMultichatGame,
  emptyGameState,
  isGameOver,
  pendingHolds,
  type ChatStatus,
  type GameState,
  type GameTrigger,
  type MultichatGame,
  type WaitApiHold,
} from './multichatGame'
export {
  answerGame,
  releaseHolds,
  resumeGame,
  startGame,
  type DialogRecord,
  type GameClock,
  type GameTurn,
  type Signal,
} from './multichatPlay'
export { fromProgress, fromWireWorld, toProgress, toWireWorld, type GameProgress } from './multichatWire'
// The simulated respondent and path histories, for the simulatePath benchmark's baseline.
export { candidateInputs, simulationDeps, type CandidateInput } from './simulatedRespondent'
export { toHistories } from './pathHistory'
