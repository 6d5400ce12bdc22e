// The intent classifier's public surface (docs/nlu.md): train a block's model from its examples,
// rank intents for answers, and decide the route; cross-validate a model, find passages of a
// document for a question, and the text features nearest-example search compares. Lexicon and
// stemmer stay internal; `deriveSynonymTable` is exported for the thesaurus build script only.
export {
  trainClassifier,
  needsRetraining,
  examplesFingerprint,
  modelVersion,
  type FeatureIndex,
  type IntentModel,
  type TrainOptions,
} from './trainClassifier'
export { classify, DEFAULT_THRESHOLD, intentScores, type RankedIntent } from './classify'
export {
  CLARIFY_BUTTONS_THRESHOLD,
  CLARIFY_MAX_OPTIONS,
  CLARIFY_OPTION_FLOOR,
  type ClarifyOption,
  decideRoute,
  DEFAULT_ROUTE_POLICY,
  type RouteDecision,
  type RoutePolicy,
  routeRanked,
  type UnsureMode,
  UNSURE_MODES,
} from './decideRoute'
export { crossValidate, type CrossValidateOptions, type CrossValidation } from './crossValidate'
export {
  type BuiltPassageIndex,
  indexDocument,
  indexPages,
  indexPassages,
  MAX_QUESTION_TERMS,
  passagesOfPages,
  passagesOfText,
  type PassageIndex,
  type Postings,
  type RankedPassage,
  searchPassages,
} from './retrieval'
export { compactTable, deriveSynonymTable, type SynonymRule } from './thesaurus'
export { dot, textFeatures, type SparseVector, type TextFeatures } from './textFeatures'
export {
  answerSureness,
  bestConfidence,
  curveSteps,
  learningCurve,
  sureness,
  type ConfirmedAnswer,
  type LearningCurvePoint,
} from './activeLearning'
