// What outside the engine needs of the sync layer: the transport an editor is given, an edit's
// result, and how a transport reports a refused or stale edit. The queue itself stays internal.
export type { Result } from './SyncOp'
export type { Transport, TransportCall } from './Transport'
export { isStaleVersion, staleVersionError } from './isStaleVersion'
export { transportError, type TransportError } from './transportError'
