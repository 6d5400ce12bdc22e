import { Button, Callout, Intent } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { useLiveSwitch } from '../../ui/appBar/useLiveSwitch'
import type { Publication } from './usePublication'

const t = ui.publishing

interface Props {
  surveyId: string
  publication: Publication
  /** The loaded dialog's version when the editor's role may switch it live; null otherwise. */
  switchable: { version: number } | null
}

/**
 * docs/app.md "Publishing": the Teilen tab's note while a dialog is not live. A dialog never live
 * is "not live yet", one switched off "has ended" (issue #28); either way the note switches it
 * live itself, as the top bar's switch does, for roles that may edit.
 */
export function NotLiveNote({ surveyId, publication, switchable }: Props) {
  const { busy, failure, toggle } = useLiveSwitch(surveyId, switchable)
  const known = 'ever_live' in publication ? publication : null
  const title = !known ? t.inactiveTitle : known.ever_live ? t.endedTitle : t.notLiveTitle
  return (
    <Callout intent={Intent.WARNING} icon="offline" title={title}>
      {known ? (
        <p>{known.ever_live ? t.endedNote(known.ended_at) : t.notLiveNote}</p>
      ) : (
        'failure' in publication && <p role="alert">{t.publicationFailed(publication.failure)}</p>
      )}
      {switchable ? (
        <Button intent={Intent.PRIMARY} icon="feed" loading={busy} onClick={() => void toggle()}>
          {known?.ever_live ? t.switchLiveAgain : t.switchLive}
        </Button>
      ) : (
        <p>{t.askToSwitch}</p>
      )}
      {failure && (
        <p role="alert" className="publish-switch-failed">
          {ui.shell.bar.toggleFailed} {failure}
        </p>
      )}
    </Callout>
  )
}
