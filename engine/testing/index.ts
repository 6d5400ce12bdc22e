// Fixtures for tests and benchmarks, one entry point for all of them: never imported by
// production code in src/ or server/.
export { FakeServer } from './FakeServer'
export { aSharedDialog, holding } from './aSharedDialog'
export { aSurvey, testContext, type SurveyFixture } from './aSurvey'
export { aDialog, textsOf, type BlockFixture, type DialogFixture } from '../runtime/testing/aDialog'
export { aModel, satisfactionExamples } from '../nlu/testing/aModel'
