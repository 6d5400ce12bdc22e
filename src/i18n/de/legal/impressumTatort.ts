import { OPERATOR as o, type LegalDocument } from './types'

/** /impressum_tatort: the imprint of the crime-investigation games (/flow, /aufderflucht). */
export const impressumTatort: LegalDocument = {
  title: 'Impressum Tatort-Game',
  intro: 'Das Tatort-Game („Der Fall im Chat“ und „Auf der Flucht“) ist ein interaktives Krimispiel im Chat.',
  sections: [
    {
      heading: 'Anbieter',
      paragraphs: [`${o.name}`, `${o.street}`, `${o.city}`, `Telefon: ${o.phone}`, `E-Mail: ${o.email}`],
    },
    {
      heading: 'Vertreten durch',
      paragraphs: [`Geschäftsführerin: ${o.managingDirector}`, `Registergericht und Registernummer: ${o.register}`],
    },
    {
      heading: 'Konzept, Geschichte und Dialoge',
      paragraphs: [
        'Redaktion Tatort-Game der Muster GmbH in Zusammenarbeit mit dem Beispiel-Theaterkollektiv e. V. (Platzhalter).',
        'Figuren und Illustrationen: Studio Musterbild (Platzhalter).',
      ],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [`${o.managingDirector}, ${o.street}, ${o.city}`],
    },
    {
      heading: 'Hinweis zur Fiktion',
      paragraphs: [
        'Alle Personen, Orte und Handlungen des Spiels sind frei erfunden. Ähnlichkeiten mit lebenden oder verstorbenen Personen oder tatsächlichen Ereignissen sind zufällig und nicht beabsichtigt.',
        'Das Tatort-Game steht in keiner Verbindung zu einer gleichnamigen Fernsehreihe oder deren Rechteinhabern.',
      ],
    },
    {
      heading: 'Jugendschutz',
      paragraphs: [
        'Das Spiel behandelt ein Kriminaldelikt ohne drastische Darstellungen und ist für Spielerinnen und Spieler ab 12 Jahren gedacht.',
      ],
    },
    {
      heading: 'Datenschutz im Spiel',
      paragraphs: [
        'Für das Spiel ist keine Anmeldung nötig. Antworten werden pseudonym gespeichert, um den Spielstand fortzuführen; Einzelheiten stehen in der Datenschutzerklärung.',
      ],
    },
  ],
  updated: 'Stand: Januar 2026',
}
