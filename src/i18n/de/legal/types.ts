/** A static legal or information page: sections of paragraphs, rendered by LegalPage. */
export interface LegalSection {
  heading: string
  paragraphs: readonly string[]
}

export interface LegalDocument {
  title: string
  intro?: string
  sections: readonly LegalSection[]
  /** 'Stand: …' */
  updated: string
}

/** The operator the placeholder texts name; one place to change when the real one is known. */
export const OPERATOR = {
  name: 'Muster GmbH',
  street: 'Musterstraße 12',
  city: '10115 Berlin',
  country: 'Deutschland',
  phone: '+49 30 1234567-0',
  email: 'kontakt@muster-gmbh.example',
  privacyEmail: 'datenschutz@muster-gmbh.example',
  managingDirector: 'Erika Mustermann',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 B',
  vatId: 'DE000000000',
} as const

export const PLACEHOLDER_NOTICE =
  'Mustertext: Betreiber und Angaben sind Platzhalter. Vor dem Betrieb müssen sie durch die tatsächlichen Angaben ersetzt und rechtlich geprüft werden.'
