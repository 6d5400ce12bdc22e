import { uiLocale } from '../../../i18n'
const formatter = new Intl.DateTimeFormat(uiLocale, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

/** docs/product/constants.md: history times as HH:MM:SS, 24-hour German format. */
export const formatHistoryTime = (ms: number) => formatter.format(new Date(ms))
