import { z } from 'zod'
import type { Document } from '../changes/Change'
import { int32 } from '../model/int32'
import { restoreChanges } from '../versions/restoreChanges'
import { defineCommand } from './defineCommand'

/**
 * Restores a past version (rebuilt with `rebuildVersion`) as one edit: one `restore` change
 * holding what turns the dialog into it, so it is one undo step and one version, and colleagues
 * see it like any edit. Restoring never deletes history: the restore is logged after it.
 */
export const restoreVersion = defineCommand(
  'restoreVersion',
  z.object({ version: int32().min(0), document: z.custom<Document>((d) => typeof d === 'object' && d !== null) }),
  (state, { version, document }) => ({
    change: { kind: 'restore', version, changes: restoreChanges(state, document) },
    title: 'Version wiederhergestellt',
    subtitle: `Version ${version}`,
  }),
)
