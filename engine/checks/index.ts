// Dialog checks (docs/engine.md "Checks"): what an editor should fix before respondents find it,
// computed from the document alone. Pure, linear in the dialog's size.
export {
  countBySeverity,
  SEVERITIES,
  SEVERITY_RANK,
  type CheckKind,
  type DeadReason,
  type Problem,
  type Severity,
  type TextField,
  type TriggerEndRef,
} from './Problem'
export { checkDialog, createCheckDeriver, type CheckedDialog, type CheckOptions } from './checkDialog'
export { checkMultichat, type CheckedMultichat, type CheckedMultichatDialog } from './checkMultichat'
export { blockExits, type BlockExits, type DeadJump } from './blockExits'
export { MAX_BUBBLE_CHARS, MAX_OPTION_CHARS, MISROUTED_WARNING_SHARE, type QualityInput } from './blockProblems'
export { CHECK_WORDS, describeProblem, namesOf, type ProblemNames } from './checkWords'
