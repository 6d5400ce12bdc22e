import { H2 } from '@blueprintjs/core'
import { useId } from 'react'
import type { LegalSection } from '../../i18n/de/legal/types'

function Section({ section }: { section: LegalSection }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <H2 id={id}>{section.heading}</H2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  )
}

export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((section) => <Section key={section.heading} section={section} />)
}
