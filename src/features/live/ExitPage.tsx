import { Card, H2 } from '@blueprintjs/core'
import { useParams } from 'react-router-dom'
import { de } from '../../i18n/de'
import '../../chat/ui/chat.css'

const texts = de.live.exit

/** The text for /exit/{var}: finished, deleted_{language}, anything else a goodbye. */
export function exitTexts(variant: string | undefined): { title: string; text: string } {
  if (variant === 'finished' || variant === 'deleted_de' || variant === 'deleted_en') return texts[variant]
  // Other dialog languages may come later; until they have a text, deleted is said in German.
  if (variant?.startsWith('deleted_')) return texts.deleted_de
  return texts.other
}

/** docs/product/screens.md#routes /exit/{var}: where a respondent lands after finishing or deleting a live dialog. */
export function ExitPage() {
  const variant = useParams().var
  const { title, text } = exitTexts(variant)
  return (
    <main className="live-simple-page" lang={variant === 'deleted_en' ? 'en' : 'de'}>
      <Card elevation={1}>
        <H2>{title}</H2>
        <p>{text}</p>
      </Card>
    </main>
  )
}
