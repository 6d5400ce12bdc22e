import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** English texts of the multichat analysis; `en.analyseMultichat`. */
export const analyseMultichat: CatalogueShape<typeof de.analyseMultichat> = {
  title: (name: string) => `Analysis: ${name}`,
  loading: 'Loading the analysis …',
  loadFailed: 'The analysis could not be loaded.',
  retry: 'Try again',
  badId: 'Invalid link: this analysis does not exist.',
  figures: 'Key figures',
  started: 'Players started',
  solved: 'Solved',
  running: 'Playing now',
  solveRate: 'Solve rate',
  timeToSolve: 'Time to solve',
  median: 'median',
  average: 'mean',
  noTime: '–',
  stuckTitle: 'Where players are stuck',
  noneStuck: 'Nobody is stuck.',
  stuckNote: (minutes: number) =>
    `Stuck means nothing written for more than ${minutes} minutes; players active within that time are playing now.`,
  dialogsTitle: 'Per dialog',
  columns: {
    dialog: 'Dialog',
    question: 'Question',
    players: 'Players',
    started: 'Started',
    finished: 'Ended',
    running: 'Playing now',
    stuck: 'Stuck',
  },
  pathsTitle: 'Paths per dialog',
}
