export { copyBlock, createBlock, deleteBlock, moveBlock, updateBlock } from './blocks'
export { createExitCondition, deleteExitCondition, updateExitCondition } from './exitConditions'
export { arrangeBlocks, setPositions } from './positions'
export { setEndBlocks, updateConfig, updateFixMessage } from './settings'
export type { ConfigKey } from '../changes/Change'
export { restoreVersion } from './versions'
export { connect, disconnect } from './structure'
export { createTrigger, deleteTrigger } from './triggers'
export {
  addTrainingExample,
  deleteTrainingExample,
  importTrainingExamples,
  labelTrainingAnswer,
  updateTrainingExample,
} from './training'
export { TrainingExample } from '../model/trainingExample'
export { examplesOf } from '../changes/training'
export { trainingBlockPath } from '../sync/changeCalls'
export { withTrainingIds } from './trainingTransport'
export { blockIntentHandles, sameExampleText, trainableBlocks } from './trainingIntents'
export { type PastedLine, parseTrainingPaste } from './trainingPaste'
export type { Command, CommandContext, Edit } from './defineCommand'
export { FIELD_WORDS, type NamedField } from './labels'
