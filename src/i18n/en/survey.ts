import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** English texts around one dialog (tabs, loading it); `en.survey`. */
export const survey: CatalogueShape<typeof de.survey> = {
  tabs: {
    configurator: 'Edit',
    intrance: 'Train',
    assess: 'Test',
    share: 'Share',
    analyse: 'Analyse',
  },
  loadFailed: 'The dialog could not be loaded.',
  backToDashboard: 'Back to the dashboard',
  unexpectedAnswer: 'Unexpected answer from the server.',
}
