import { Classes } from '@blueprintjs/core'
import { SideDrawer } from '../SideDrawer'
import { ui } from '../../../i18n'
import { useMultichat, useMultichatUi } from '../useMultichat'
import { TestChat } from './TestChat'

const t = ui.multichat.test

/** Right-side drawer for the test chat that "Pfad simulieren" opens at the simulated point. */
export function TestDrawer() {
  const session = useMultichat()
  const { test } = useMultichatUi()
  return (
    <SideDrawer
      isOpen={test !== null}
      onClose={() => {
        session.ui.test = null
      }}
      title={t.title}
      icon="chat"
    >
      <div className={`${Classes.DRAWER_BODY} mce-test-body`}>
        {test && (
          <TestChat
            key={`${test.survey_id}:${test.unique_question_id}:${test.answers}`}
            multichatId={session.multichatId}
            run={session.ui.test!}
          />
        )}
      </div>
    </SideDrawer>
  )
}
