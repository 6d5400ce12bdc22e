import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** 'A', 'A or B', 'A, B or C'. */
const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

/** English texts around one dialog (tabs, loading it); `en.survey`. */
export const survey: CatalogueShape<typeof de.survey> = {
  tabs: {
    configurator: 'Edit',
    intrance: 'Train',
    assess: 'Test',
    share: 'Share',
    analyse: 'Analyse',
  },
  tabNeedsRole: (roles: readonly string[]) => `Only with the role ${orList(roles)}.`,
  tabSwitchedOff: 'This module is switched off for this dialog.',
  noPermission: {
    title: 'No permission',
    text: (role: string, tab: string, roles: readonly string[]) =>
      `Your role “${role}” does not allow ${tab} in this dialog. ${tab} needs the role ${orList(roles)}.`,
    toTab: (tab: string) => `Go to ${tab}`,
    toDashboard: 'To the dashboard',
  },
  checkingRole: 'Checking permission …',
  loadFailed: 'The dialog could not be loaded.',
  backToDashboard: 'Back to the dashboard',
  unexpectedAnswer: 'Unexpected answer from the server.',
}
