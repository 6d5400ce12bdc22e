import { Classes, H2, H3, HTMLSelect } from '@blueprintjs/core'
import { useState } from 'react'
import { ui } from '../../i18n'
import { CopyField } from './CopyField'
import { NotLiveNote } from './NotLiveNote'
import { PublicLink } from './PublicLink'
import {
  DEFAULT_EMBED_SIZE,
  EMBED_SIZES,
  type EmbedSize,
  dialogLink,
  embedSnippet,
  fileStem,
  widgetLink,
} from './publicLinks'
import { usePublicBase } from './usePublicBase'
import { usePublication } from './usePublication'
import './publishing.css'

const t = ui.publishing
const sizes = Object.keys(EMBED_SIZES) as EmbedSize[]

interface Props {
  surveyId: string
  /** The loaded dialog's live state; null while it loads (no note yet). */
  active: boolean | null
  /** The loaded dialog's version when the editor's role may switch it live (the note then offers it); else null. */
  switchable: { version: number } | null
  /** The loaded dialog's name for the embed code's title (the public config's until it is loaded). */
  surveyName: string
}

/** docs/app.md "Publishing": the Teilen tab's public link, embed code and QR code of one dialog. */
export function DialogPublishing({ surveyId, active, switchable, surveyName }: Props) {
  const { base, name, failure } = usePublicBase(surveyId)
  const publication = usePublication(surveyId, active)
  const [size, setSize] = useState<EmbedSize>(DEFAULT_EMBED_SIZE)
  return (
    <section aria-labelledby="publish-heading">
      <H2 id="publish-heading">{t.heading}</H2>
      <p>{t.intro}</p>
      <PublicLink
        url={base && dialogLink(base, surveyId)}
        fileStem={fileStem('dialog', surveyId)}
        failure={failure}
        notice={
          active === false &&
          publication && <NotLiveNote surveyId={surveyId} publication={publication} switchable={switchable} />
        }
      >
        {base && (
          <section className="publish-section" aria-label={t.embedHeading}>
            <H3>{t.embedHeading}</H3>
            <p className={Classes.TEXT_MUTED}>{t.embedIntro}</p>
            <label className="publish-size">
              {t.embedSize}{' '}
              <HTMLSelect
                value={size}
                onChange={(event) => setSize(event.currentTarget.value as EmbedSize)}
                options={sizes.map((value) => ({ value, label: t.embedSizes[value] }))}
              />
            </label>
            <CopyField
              label={t.embedLabel}
              value={embedSnippet(widgetLink(base, surveyId), size, surveyName || name)}
              copyLabel={t.copyEmbed}
              copiedMessage={t.copiedEmbed}
              multiline
            />
          </section>
        )}
      </PublicLink>
    </section>
  )
}
