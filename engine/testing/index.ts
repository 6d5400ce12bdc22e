// Fixtures for tests and benchmarks, one entry point for all of them: never imported by
// production code in src/ or server/.
export { FakeServer } from './FakeServer'
// A transport that loses answers (status 0) for tests of resends against any server.
export { losingAnswers } from './losingAnswers'
export { aSharedDialog, holding } from './aSharedDialog'
export { aSurvey, testContext, type SurveyFixture } from './aSurvey'
export { aDialog, textsOf, type BlockFixture, type DialogFixture } from '../runtime/testing/aDialog'
export { aModel, satisfactionExamples } from '../nlu/testing/aModel'
// fast-check arbitraries for property tests of the change vocabulary and of integrations.
export {
  arbBlock,
  arbDocument,
  arbPosition,
  arbSentence,
  arbSurvey,
  arbText,
  contentOf,
  type DocumentOptions,
} from './arbitraries'
export { arbChange, arbChangeSequence } from './arbChange'
export { deletionOfTarget, editOfTarget, type ColleagueEdit } from './colleagueChanges'
// fast-check arbitraries of editor commands (abstract edits resolved against the state when run).
export {
  content,
  dialogOpArb,
  opArb,
  toCommand,
  typingOpArb,
  withText,
  writesText,
  type Op,
} from './commandArbitraries'
