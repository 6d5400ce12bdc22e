// The entry of the bench's editor thread (editorThread.ts). Node 20 does not apply the parent's
// module hooks in a worker, so the thread registers tsx itself, then loads the editor's side.
/* global URL */
import { register } from 'tsx/esm/api'

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname })
await import('./editorThread.ts')
