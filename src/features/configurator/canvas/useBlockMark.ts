import type { Problem } from '@engine/checks'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio'
import { type BlockMark, markKey, shownMarks } from '../../checks/checksState'
import { useBound, useSession } from '../useConfigurator'
import { useDismissed } from '../../checks/useDismissed'

/** The checks' mark of one block on the current dialog's canvas; none on a past version. Re-renders only when the mark changes. */
export function useBlockMark(surveyId: string, blockId: string): BlockMark | undefined {
  const session = useSession()
  const { version } = useSnapshot(session.ui)
  const dismissed = useDismissed(session.checksView)
  const select = useCallback(
    (problems: readonly Problem[]) =>
      version ? undefined : shownMarks(problems, dismissed).get(markKey(surveyId, blockId)),
    [version, dismissed, surveyId, blockId],
  )
  return useBound(session.checks, select)
}
