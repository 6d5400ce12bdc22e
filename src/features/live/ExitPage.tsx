import { Card, H2 } from '@blueprintjs/core'
import { useParams } from 'react-router-dom'
import { isRespondentLanguage, respondentLanguage, respondentTexts } from '../../i18n/respondent'
import { useSnapshot } from 'valtio'
import '../../chat/ui/chat.css'

/**
 * The language of /exit/{var}: deleted_{language} names it; otherwise the language of the dialog
 * the respondent just left (German when they came straight to the page). A deleted_{language}
 * without its own texts is said in German.
 */
export function exitLanguage(variant: string | undefined, current: string): string {
  if (variant?.startsWith('deleted_')) {
    const named = variant.slice('deleted_'.length)
    return isRespondentLanguage(named) ? named : 'de'
  }
  return current
}

/** The text for /exit/{var}: finished, deleted_{language}, anything else a goodbye. */
export function exitTexts(variant: string | undefined, current = 'de'): { title: string; text: string } {
  const texts = respondentTexts(exitLanguage(variant, current)).live.exit
  if (variant === 'finished') return texts.finished
  if (variant?.startsWith('deleted_')) return texts.deleted
  return texts.other
}

/** docs/product/screens.md#routes /exit/{var}: where a respondent lands after finishing or deleting a live dialog. */
export function ExitPage() {
  const variant = useParams().var
  const { language } = useSnapshot(respondentLanguage)
  const { title, text } = exitTexts(variant, language)
  return (
    <main className="live-simple-page" lang={exitLanguage(variant, language)}>
      <Card elevation={1}>
        <H2>{title}</H2>
        <p>{text}</p>
      </Card>
    </main>
  )
}
