import type { CatalogueShape } from '../catalogueShape'
import type { paths as de } from '../de/paths'

export const paths: CatalogueShape<typeof de> = {
  sourceLabel: 'Which respondents',
  sourceSimulated: 'Simulated',
  sourceReal: 'Real respondents',
  realIntro: "The paths of this dialog's real respondents, as under Analyse → Paths; tests do not count.",
  realLoading: 'Loading the respondents’ paths …',
  realReload: 'Refresh',
  realFailed: (message: string) => `The respondents’ paths could not be loaded: ${message}`,
  realNotAllowed: 'Your role may not see the analysis of this dialog.',
  reached: (n, share) => `${n.toLocaleString('en')} reached (${share})`,
  stopped: (n) => `${n.toLocaleString('en')} stopped here`,
  took: (n, handle) => `${n.toLocaleString('en')}× jump “${handle}”`,
  share: (fraction) => `${Math.round(fraction * 100)}%`,
  summary: (respondents, finished) =>
    `${respondents.toLocaleString('en')} respondents, ${finished.toLocaleString('en')} to the end (${respondents === 0 ? 0 : Math.round((finished / respondents) * 100)}%).`,
  pathsTitle: 'Most frequent paths',
  pathsLabel: 'Paths by frequency',
  count: 'Count',
  shareColumn: 'Share',
  way: 'Path',
  end: 'End',
  notFinished: 'stopped',
  morePaths: (shown) => `The ${shown} most frequent paths.`,
  neverReachedTitle: 'Never reached',
  neverTakenTitle: 'Jumps never taken',
  none: 'None.',
  jump: (from, handle, to) => `${from} → ${to} (“${handle}”)`,
  show: (name) => `Go to block: ${name}`,
}
