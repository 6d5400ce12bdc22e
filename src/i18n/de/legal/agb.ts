import { OPERATOR as o, type LegalDocument } from './types'

/** /agb: terms of use for editors (business customers). */
export const agb: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  sections: [
    {
      heading: '§ 1 Geltungsbereich',
      paragraphs: [
        `Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung der Dialog-Plattform der ${o.name} (nachfolgend „Anbieter“) durch Unternehmen, Bildungseinrichtungen und öffentliche Stellen (nachfolgend „Kunde“).`,
        'Abweichende Bedingungen des Kunden gelten nur, wenn der Anbieter ihnen ausdrücklich schriftlich zustimmt.',
      ],
    },
    {
      heading: '§ 2 Leistungen',
      paragraphs: [
        'Der Anbieter stellt eine webbasierte Software bereit, mit der der Kunde Chat-Umfragen, Assessments und Chat-Spiele erstellen, trainieren, testen, teilen und auswerten kann.',
        'Der genaue Leistungsumfang ergibt sich aus der jeweiligen Leistungsbeschreibung bei Vertragsschluss.',
      ],
    },
    {
      heading: '§ 3 Registrierung und Zugang',
      paragraphs: [
        'Für die Nutzung ist ein Konto erforderlich. Der Kunde hält seine Zugangsdaten geheim und informiert den Anbieter unverzüglich, wenn er einen Missbrauch vermutet.',
      ],
    },
    {
      heading: '§ 4 Pflichten des Kunden',
      paragraphs: [
        'Der Kunde ist für die Inhalte seiner Dialoge verantwortlich. Er stellt sicher, dass sie nicht gegen geltendes Recht oder Rechte Dritter verstoßen, und informiert Teilnehmende über die Verarbeitung ihrer Antworten.',
      ],
    },
    {
      heading: '§ 5 Rechte an Inhalten',
      paragraphs: [
        'Alle Rechte an den vom Kunden erstellten Inhalten und den erhobenen Antworten verbleiben beim Kunden. Der Anbieter nutzt sie ausschließlich zur Erbringung der vertraglichen Leistungen.',
      ],
    },
    {
      heading: '§ 6 Datenschutz und Auftragsverarbeitung',
      paragraphs: [
        'Soweit der Anbieter personenbezogene Daten im Auftrag des Kunden verarbeitet, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
      ],
    },
    {
      heading: '§ 7 Verfügbarkeit',
      paragraphs: [
        'Der Anbieter bemüht sich um eine Verfügbarkeit von 99 % im Jahresmittel. Ausgenommen sind angekündigte Wartungsfenster und Störungen, die der Anbieter nicht zu vertreten hat.',
      ],
    },
    {
      heading: '§ 8 Haftung',
      paragraphs: [
        'Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
      ],
    },
    {
      heading: '§ 9 Laufzeit und Kündigung',
      paragraphs: [
        'Der Vertrag läuft auf unbestimmte Zeit und kann von beiden Seiten mit einer Frist von einem Monat zum Monatsende gekündigt werden. Das Recht zur außerordentlichen Kündigung bleibt unberührt.',
        'Nach Vertragsende kann der Kunde seine Daten innerhalb von 30 Tagen exportieren; danach werden sie gelöscht.',
      ],
    },
    {
      heading: '§ 10 Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland. Gerichtsstand ist, soweit gesetzlich zulässig, Berlin. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ],
  updated: 'Stand: Januar 2026',
}
