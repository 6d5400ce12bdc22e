// The intent classifier's public surface (docs/nlu.md): train a block's model from its examples,
// rank intents for answers, and decide the route. Features, lexicon and stemmer stay internal.
export {
  trainClassifier,
  needsRetraining,
  examplesFingerprint,
  modelVersion,
  type IntentModel,
  type TrainOptions,
} from './trainClassifier'
export { classify, DEFAULT_THRESHOLD, type RankedIntent } from './classify'
export { decideRoute, type RouteDecision } from './decideRoute'
