import { useEffect, useMemo } from 'react'
import { usePresencePort } from './presencePort'

/**
 * Reports typing in one field of one block: `typed` on every edit (sent once, presenceView's
 * ownPresence drops repeats), `left` on blur; a field that goes away while typed in (another
 * block selected, the block deleted) ends its typing too.
 */
export function useTypingReport(block: string, key: string): { typed(): void; left(): void } {
  const { own } = usePresencePort()
  const report = useMemo(
    () => ({ typed: () => own.type({ block, key }), left: () => own.stopTyping({ block, key }) }),
    [own, block, key],
  )
  useEffect(() => report.left, [report])
  return report
}
