// What outside the engine needs of the sync layer: the transport an editor is given, an edit's
// result, how a transport reports a refused, stale or lost answer, the co-editing stream's reader and a
// past version's loader (docs/engine.md "Testing against the real server"). The sync client itself stays internal.
export type { Result } from './Result'
export type { Transport, TransportCall } from './Transport'
export { isStaleVersion, staleVersionError } from './isStaleVersion'
export { isLostAnswer, lostAnswer, transportError, type TransportError } from './transportError'
export { createSseParser } from './sseParser'
export { type CoeditingReceived, type StreamBody, type StreamReader, readCoeditingEvents } from './readCoeditingEvents'
export {
  isCoeditingConnection,
  openCoediting,
  type CoeditingConnection,
  type CoeditingFetch,
  type CoeditingOptions,
  type CoeditingRefusal,
  type CoeditingResponse,
} from './openCoediting'
export { loadVersion } from './loadVersion'
// How changes travel: the call of each kind (one endpoint for every versioned kind), and which kinds the version counts.
export { bumpsVersion, callOf, type CallContext, changeCall, settledBy, trainingBlockPath } from './changeCalls'
