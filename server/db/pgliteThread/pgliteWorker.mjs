// The entry of the embedded database's thread (openPgliteThread.ts). Node 20 does not apply the
// parent's module hooks in a worker, so the thread registers tsx itself, then loads the host.
/* global URL */
import { register } from 'tsx/esm/api'

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname })
await import('./pgliteHost.ts')
