import { OPERATOR as o, type LegalDocument } from './types'

/** /impressum: provider identification under § 5 DDG and § 18 MStV. */
export const impressum: LegalDocument = {
  title: 'Impressum',
  sections: [
    {
      heading: 'Angaben gemäß § 5 DDG',
      paragraphs: [`${o.name}`, `${o.street}`, `${o.city}`, `${o.country}`],
    },
    {
      heading: 'Vertreten durch',
      paragraphs: [`Geschäftsführerin: ${o.managingDirector}`],
    },
    {
      heading: 'Kontakt',
      paragraphs: [`Telefon: ${o.phone}`, `E-Mail: ${o.email}`],
    },
    {
      heading: 'Registereintrag',
      paragraphs: [`Eintragung im Handelsregister. Registergericht und Registernummer: ${o.register}`],
    },
    {
      heading: 'Umsatzsteuer-Identifikationsnummer',
      paragraphs: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${o.vatId}`],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [`${o.managingDirector}, ${o.street}, ${o.city}`],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      paragraphs: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Für Inhalte, die Nutzerinnen und Nutzer in eigenen Dialogen veröffentlichen, sind diese selbst verantwortlich.',
        'Wir sind nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betroffenen Inhalte umgehend.',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die durch den Betreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers.',
      ],
    },
  ],
  updated: 'Stand: Januar 2026',
}
