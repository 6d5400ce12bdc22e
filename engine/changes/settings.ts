import { EngineError } from '../EngineError'
import { sameValue } from '../model/sameValue'
import type { Config, FixedMessage } from './Change'
import type { ChangeKind } from './ChangeKind'

export const liveSwitchOff = () =>
  new EngineError('live_switch_off', 'Dieser Dialog kann nicht live geschaltet werden.')

export const config: ChangeKind<Config> = {
  kind: 'config',
  apply(doc, c) {
    // docs/product/states.md: a dialog whose live switch is off cannot go live (nor be switched at all).
    if (c.key === 'active' && c.after !== doc.survey.active && doc.survey.live_switch === 0) throw liveSwitchOff()
    return { ...doc, survey: { ...doc.survey, [c.key]: c.after } }
  },
  invert: (c) => ({ ...c, before: c.after, after: c.before }) as Config,
  rebase(c, doc) {
    const before = doc.survey[c.key]
    return sameValue(before, c.before) ? c : ({ ...c, before } as Config)
  },
  conflict: (doc, c) => (sameValue(doc.survey[c.key], c.before) ? null : { code: 'changed_by_other' }),
  // Typing a name, a number digit by digit: consecutive edits of one setting are one step.
  merge: (prev, next) => (prev.key === next.key ? ({ ...prev, after: next.after } as Config) : null),
  isNoop: (c) => sameValue(c.before, c.after),
  footprint: () => ({ survey: true }),
  notFound: 'survey_not_found',
}

/** Welcome and ending messages (docs/product/entities.md). */
export const fixedMessage: ChangeKind<FixedMessage> = {
  kind: 'fixedMessage',
  apply: (doc, c) => ({ ...doc, survey: { ...doc.survey, [c.key]: c.after } }),
  invert: (c) => ({ ...c, before: c.after, after: c.before }),
  rebase(c, doc) {
    const before = doc.survey[c.key]
    return before === c.before ? c : { ...c, before }
  },
  conflict: (doc, c) => (doc.survey[c.key] === c.before ? null : { code: 'changed_by_other' }),
  merge: (prev, next) => (prev.key === next.key ? { ...prev, after: next.after } : null),
  isNoop: (c) => c.before === c.after,
  footprint: () => ({ survey: true }),
  notFound: 'survey_not_found',
}
