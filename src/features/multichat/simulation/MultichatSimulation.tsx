import { Button, Classes } from '@blueprintjs/core'
import { useMemo } from 'react'
import { ui } from '../../../i18n'
import { SimulationView } from '../../simulation/SimulationView'
import { SideDrawer } from '../SideDrawer'
import { useMultichat, useMultichatDialogs, useMultichatUi } from '../useMultichat'

const t = ui.simulation

/** The toolbar's "Simulieren": opens the simulation beside the canvas, which then shows the heat map. */
export function MultichatSimulateButton() {
  const session = useMultichat()
  const { simulationOpen } = useMultichatUi()
  return (
    <Button
      icon="people"
      text={t.button}
      active={simulationOpen}
      aria-pressed={simulationOpen}
      onClick={() => (session.ui.simulationOpen = !simulationOpen)}
    />
  )
}

/** Simulated respondents through the whole multichat, beside the canvas (SideDrawer). */
export function MultichatSimulation() {
  const session = useMultichat()
  const dialogs = useMultichatDialogs()
  const { simulationOpen } = useMultichatUi()
  const { nameOf, surveyOf } = useMemo(() => {
    const names = new Map<string, string>()
    const surveys = new Map<string, string>()
    for (const d of dialogs)
      for (const block of d.state?.blocks.values() ?? []) {
        names.set(block.unique_question_id, `${d.survey_name}, ${ui.multichat.block.label(block.order + 1)}`)
        surveys.set(block.unique_question_id, d.survey_id)
      }
    return { nameOf: (block: string) => names.get(block) ?? block, surveyOf: surveys }
  }, [dialogs])
  const hidden = dialogs.some((d) => d.state === null)
  return (
    <SideDrawer
      isOpen={simulationOpen}
      onClose={() => (session.ui.simulationOpen = false)}
      title={t.title}
      icon="people"
      className="mce-checks"
    >
      <div className={`${Classes.DRAWER_BODY} mce-checks-body`}>
        <SimulationView
          run={session.simulation}
          start={(options) => void session.simulate(options)}
          intro={t.introMultichat}
          nameOf={nameOf}
          unavailable={hidden ? t.hiddenDialogs : null}
          onShow={(block) => {
            const survey_id = surveyOf.get(block)
            if (survey_id) session.view.showBlock?.({ survey_id, unique_question_id: block })
          }}
        />
      </div>
    </SideDrawer>
  )
}
