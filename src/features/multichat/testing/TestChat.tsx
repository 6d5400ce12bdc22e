import { Callout, Classes } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { useMemo } from 'react'
import type { TestRun } from '../multichatUi'
import { useMultichatDialogs } from '../useMultichat'
import { LiveTestChat } from './LiveTestChat'
import { testRunOptions } from './testChatSetup'

const t = ui.multichat.test

/**
 * The test chat at the simulated point: MultichatView over POST /api/multichat/{id}/test_chat,
 * continuing from the `world` simulate_path returns. A server that returns no world yet gets
 * the simulated way shown read-only instead of a chat that would start from the beginning.
 */
export function TestChat({ multichatId, run }: { multichatId: number; run: TestRun }) {
  const start = useMemo(() => testRunOptions(run), [run])
  const dialogs = useMultichatDialogs()
  if (start) return <LiveTestChat multichatId={multichatId} start={start} />
  return (
    <div className="mce-test-chat">
      <p className={Classes.TEXT_MUTED}>{t.from(run.answers)}</p>
      {dialogs
        .filter((d) => run.histories[d.survey_id]?.length)
        .map((d) => (
          <section key={d.survey_id} aria-label={d.survey_name}>
            <h4>{d.survey_name}</h4>
            <ol className="mce-test-history">
              {run.histories[d.survey_id]!.map((entry, i) => (
                <li key={i} className={`mce-test-${entry.user_or_bot}`}>
                  {entry.context}
                </li>
              ))}
            </ol>
          </section>
        ))}
      <Callout intent="primary" icon="info-sign">
        {t.pending}
      </Callout>
    </div>
  )
}
