import { live } from '../de/live'
import { multichatLive } from '../de/multichatLive'
import { respondentSettings } from '../de/respondentSettings'
import { shell } from '../de/shell'
import { privacyPageDe } from './privacyPage'

/**
 * Everything a respondent reads in a German dialog (live page, widget, exit pages, multichat live
 * and the games): the same objects the editor's catalogue holds as `de.live`, `de.multichatLive`
 * and `de.shell.live` / `de.shell.page`, so German tests and components keep one source.
 */
export const respondentDe = {
  live,
  multichatLive,
  bar: shell.live,
  settings: respondentSettings,
  /** The tab title and description of the live pages. */
  page: shell.page,
  privacy: privacyPageDe,
}
