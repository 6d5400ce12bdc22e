import { NonIdealState } from '@blueprintjs/core'
import type { MultichatInfoResponse } from '@engine/api/multichat'
import { useEffect, useMemo, useState } from 'react'
import { ui } from '../../../i18n'
import { loadMultichatInfo } from '../../../chat/clients/multichatInfo'
import { MultichatView } from '../../../chat/multichat/MultichatView'
import { createTestMultichatClient } from '../../../chat/clients/testMultichatClient'
import { useMultichatState } from '../useMultichat'
import { signalTriggersOf } from './testChatSetup'
import type { TestRunOptions } from './testChatTypes'
import { Spinner } from '../../../ui/Spinner'

/** The live multichat UI over the stateless test_chat, continuing from the simulated world. */
export function LiveTestChat({ multichatId, start }: { multichatId: number; start: TestRunOptions }) {
  const [info, setInfo] = useState<MultichatInfoResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const state = useMultichatState()
  const client = useMemo(
    () => createTestMultichatClient({ multichatId, world: start.world, histories: start.histories }),
    [multichatId, start],
  )
  const signals = useMemo(
    () => signalTriggersOf(state.triggers, (id) => state.dialogs.find((d) => d.survey_id === id)?.survey_name ?? id),
    [state],
  )
  useEffect(() => {
    let cancelled = false
    loadMultichatInfo(multichatId, undefined, 'editor').then(
      (loaded) => {
        if (!cancelled) setInfo(loaded)
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
    }
  }, [multichatId])
  if (failed) return <NonIdealState icon="error" title={ui.multichat.loadFailed} />
  if (!info) return <Spinner label={ui.multichat.loading} />
  return <MultichatView info={info} client={client} storageNotice={false} signalTriggers={signals} />
}
