import { OPERATOR as o, type LegalSection } from './types'

/** /privacy/{survey_id}: what taking part in one dialog means for the respondent's data. */
export const privacy = {
  title: 'Datenschutzhinweise zum Dialog',
  titleOf: (surveyName: string) => `Datenschutzhinweise zum Dialog „${surveyName}“`,
  unknownDialog: 'Dieser Dialog ist nicht bekannt. Es gelten die allgemeinen Datenschutzhinweise.',
  loading: 'Dialog wird geladen …',
  general: 'Allgemeine Datenschutzerklärung',
  sections: [
    {
      heading: 'Keine Anmeldung, pseudonyme Teilnahme',
      paragraphs: [
        'Sie nehmen ohne Konto teil. Für diesen Dialog wird eine zufällige Kennung angelegt, die Ihrem Namen nicht zugeordnet ist. Geben Sie in Ihren Antworten bitte nur an, was Sie teilen möchten.',
      ],
    },
    {
      heading: 'Was gespeichert wird',
      paragraphs: [
        'Gespeichert werden Ihre Antworten, der Gesprächsverlauf und die Zeitpunkte der Nachrichten. Ihr Browser speichert den Verlauf zusätzlich lokal, damit Sie das Gespräch fortsetzen können.',
      ],
    },
    {
      heading: 'Wer die Antworten auswertet',
      paragraphs: [
        `Verantwortlich für diesen Dialog ist die Organisation, die ihn veröffentlicht hat. Die ${o.name} betreibt die Plattform und verarbeitet die Daten in deren Auftrag (Art. 28 DSGVO).`,
      ],
    },
    {
      heading: 'Neu starten und löschen',
      paragraphs: [
        'Über „Neu starten“ beginnen Sie den Dialog von vorn. Über „Abbrechen“ löschen Sie Ihre Antworten zu diesem Dialog sofort und endgültig vom Server (Art. 17 DSGVO).',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung und Widerspruch. Wenden Sie sich dazu an ${o.privacyEmail}. Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.`,
      ],
    },
  ] satisfies readonly LegalSection[],
} as const
