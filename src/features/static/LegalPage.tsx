import { Callout, Classes } from '@blueprintjs/core'
import { ui } from '../../i18n'
import type { LegalDocument } from '../../i18n/de/legal/types'
import { LegalSections } from './LegalSections'
import { StaticPageFrame } from './StaticPageFrame'

/** /impressum, /impressum_tatort, /bi, /datenschutz, /agb: one document each (src/i18n/de/legal). */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <StaticPageFrame title={doc.title}>
      <Callout icon="info-sign" className="static-placeholder">
        {ui.legal.placeholderNotice}
      </Callout>
      {doc.intro && <p className="static-intro">{doc.intro}</p>}
      <LegalSections sections={doc.sections} />
      <p className={Classes.TEXT_MUTED}>{doc.updated}</p>
    </StaticPageFrame>
  )
}
