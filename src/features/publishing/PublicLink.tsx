import { Callout, Classes, H3, Intent } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { ui } from '../../i18n'
import { LinkButton } from './LinkButton'
import { CopyField } from './CopyField'
import { QrCode } from './QrCode'
import { Spinner } from '../../ui/Spinner'

const t = ui.publishing

interface Props {
  /** null while the server's address loads. */
  url: string | null
  fileStem: string
  /** The base could not be loaded (the links use this page's origin). */
  failure: string | null
  /** The note while not live, and the like. */
  notice?: ReactNode
  /** Beside the QR code: the embed code of a dialog. */
  children?: ReactNode
}

/** The public link with copy and open, the QR code, and what the caller adds (embed code). */
export function PublicLink({ url, fileStem, failure, notice, children }: Props) {
  if (!url) return <Spinner label={t.loading} size={32} />
  return (
    <div className="publish-panel">
      {notice}
      {failure && (
        <Callout intent={Intent.WARNING} role="alert">
          {t.baseFailed(failure)}
        </Callout>
      )}
      <div className="publish-link">
        <CopyField label={t.linkLabel} value={url} copyLabel={t.copyLink} copiedMessage={t.copiedLink} />
        <LinkButton
          icon="share"
          text={t.open}
          aria-label={t.openInNewTab}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        />
      </div>
      <div className="publish-columns">
        {children}
        <section className="publish-section" aria-label={t.qrHeading}>
          <H3>{t.qrHeading}</H3>
          <p className={Classes.TEXT_MUTED}>{t.qrIntro}</p>
          <QrCode url={url} fileStem={fileStem} />
        </section>
      </div>
    </div>
  )
}
