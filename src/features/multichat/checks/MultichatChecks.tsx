import { Classes } from '@blueprintjs/core'
import type { ProblemNames } from '@engine/checks'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { ChecksButton } from '../../checks/ChecksButton'
import { ChecksList } from '../../checks/ChecksList'
import { useBound } from '../../configurator/useConfigurator'
import { SideDrawer } from '../SideDrawer'
import { useMultichat, useMultichatDialogs } from '../useMultichat'

const identity = <T,>(value: T) => value

/** The toolbar's "Prüfen": opens the multichat's checks beside the canvas. */
export function MultichatChecksButton() {
  const session = useMultichat()
  const problems = useBound(session.checks, identity)
  const { open } = useSnapshot(session.checksView.view)
  return (
    <ChecksButton
      problems={problems}
      controls={session.checksView}
      active={open}
      onClick={() => (session.checksView.view.open = !open)}
    />
  )
}

/** The multichat's "Prüfen" list beside the canvas (SideDrawer). */
export function MultichatChecks() {
  const session = useMultichat()
  const problems = useBound(session.checks, identity)
  const dialogs = useMultichatDialogs()
  const { open } = useSnapshot(session.checksView.view)
  const names = useMemo((): ProblemNames => {
    const byId = new Map(dialogs.map((d) => [d.survey_id, d]))
    const blockOf = (s: string, id: string) => byId.get(s)?.state?.blocks.get(id)
    return {
      block: (s, id) => {
        const block = blockOf(s, id)
        const dialog = byId.get(s)?.survey_name ?? s
        return block ? `${dialog}, ${ui.multichat.block.label(block.order + 1)}` : `${dialog}, ${id}`
      },
      option: (s, id, value) =>
        blockOf(s, id)
          ?.options?.find((o) => o.id === value)
          ?.label.trim() || value,
      dialog: (s) => byId.get(s)?.survey_name ?? s,
    }
  }, [dialogs])
  return (
    <SideDrawer
      isOpen={open}
      onClose={() => (session.checksView.view.open = false)}
      title={ui.checks.title}
      icon="form"
      size="380px"
      className="mce-checks"
    >
      <div className={`${Classes.DRAWER_BODY} mce-checks-body`}>
        <ChecksList
          problems={problems}
          names={names}
          controls={session.checksView}
          onShow={(p) => p.block && session.view.showBlock?.({ survey_id: p.survey_id, unique_question_id: p.block })}
        />
      </div>
    </SideDrawer>
  )
}
