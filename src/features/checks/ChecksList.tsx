import { Button, Icon, NonIdealState, Tag } from '@blueprintjs/core'
import { describeProblem, type Problem, type ProblemNames, type Severity } from '@engine/checks'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { ui, uiLanguage } from '../../i18n'
import { type ChecksControls, shownProblems } from './checksState'
import './checks.css'

const t = ui.checks

export const SEVERITY_ICON = { error: 'error', warning: 'warning-sign', hint: 'info-sign' } as const
export const SEVERITY_INTENT = { error: 'danger', warning: 'warning', hint: 'primary' } as const

interface Props {
  problems: readonly Problem[]
  names: ProblemNames
  controls: ChecksControls
  /** The block of a problem on the canvas: selected and centred. */
  onShow(problem: Problem): void
  /** Above the list: the configurator's "Beispiele prüfen". */
  actions?: ReactNode
}

/**
 * The "Prüfen" list (docs/configurator.md "Prüfen"): Fehler, Warnungen, Hinweise, each a button to
 * its block on the canvas; a Hinweis can be dismissed, and dismissed ones shown again.
 */
export function ChecksList({ problems, names, controls, onShow, actions }: Props) {
  const { dismissed } = useSnapshot(controls.view)
  const shown = shownProblems(problems, dismissed)
  const hidden = problems.length - shown.length
  return (
    <section className="checks" aria-label={t.title}>
      {actions}
      {shown.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t.none} description={t.noneText} />
      ) : (
        <ul className="checks-list">
          {shown.map((p) => (
            <ProblemItem key={p.id} problem={p} names={names} onShow={onShow} controls={controls} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="checks-dismissed">
          {t.dismissed(hidden)} <Button variant="minimal" size="small" text={t.restore} onClick={controls.restore} />
        </p>
      )}
    </section>
  )
}

function ProblemItem({
  problem,
  names,
  onShow,
  controls,
}: {
  problem: Problem
  names: ProblemNames
  onShow(problem: Problem): void
  controls: ChecksControls
}) {
  const text = describeProblem(problem, names, uiLanguage)
  const severity: Severity = problem.severity
  return (
    <li className={`checks-item checks-${severity}`}>
      <Icon icon={SEVERITY_ICON[severity]} intent={SEVERITY_INTENT[severity]} />
      <div className="checks-body">
        <Tag minimal intent={SEVERITY_INTENT[severity]}>
          {t.severity[severity]}
        </Tag>{' '}
        <strong>{t.titles[problem.kind]}</strong>
        {problem.block !== null ? (
          <button type="button" className="checks-text" aria-label={t.show(text)} onClick={() => onShow(problem)}>
            {text}
          </button>
        ) : (
          <p className="checks-text">{text}</p>
        )}
      </div>
      {severity === 'hint' && (
        <Button
          variant="minimal"
          size="small"
          icon="eye-off"
          title={t.dismiss}
          aria-label={t.dismissLabel(text)}
          onClick={() => controls.dismiss(problem.id)}
        />
      )}
    </li>
  )
}
