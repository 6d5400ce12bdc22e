// What outside the engine needs of the sync layer: the transport an editor is given, an edit's
// result, and how a transport reports a refused or stale edit. The sync client itself stays internal.
export type { Result } from './Result'
export type { Transport, TransportCall } from './Transport'
export { isStaleVersion, staleVersionError } from './isStaleVersion'
export { transportError, type TransportError } from './transportError'
// How changes travel: the call of each kind (one endpoint for every versioned kind), and which kinds the version counts.
export { bumpsVersion, callOf, type CallContext, changeCall, settledBy, trainingBlockPath } from './changeCalls'
