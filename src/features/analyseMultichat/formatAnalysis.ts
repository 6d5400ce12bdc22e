import { formatPercent } from '../../i18n/formatNumbers'
/** The multichat analysis's numbers (src/i18n/formatNumbers.ts writes them in the UI language). */
export { formatCount, formatDuration } from '../../i18n/formatNumbers'

/** Solved / started as a percentage; '–' without players. */
export const formatRate = (solved: number, started: number) =>
  started === 0 ? '–' : formatPercent(solved / started, 1)
