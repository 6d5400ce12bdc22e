import { OPERATOR as o, type LegalDocument } from './types'

/** /datenschutz: the privacy policy of the whole product (Art. 13 DSGVO). */
export const datenschutz: LegalDocument = {
  title: 'Datenschutzerklärung',
  intro:
    'Mit dieser Erklärung informieren wir Sie darüber, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Plattform nutzen, zu welchen Zwecken und auf welcher Rechtsgrundlage.',
  sections: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [`${o.name}, ${o.street}, ${o.city}, ${o.country}. Telefon: ${o.phone}, E-Mail: ${o.email}.`],
    },
    {
      heading: '2. Datenschutzbeauftragte',
      paragraphs: [
        `Unsere Datenschutzbeauftragte erreichen Sie unter ${o.privacyEmail} oder unter unserer Postanschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragte“.`,
      ],
    },
    {
      heading: '3. Aufruf der Website und Server-Protokolle',
      paragraphs: [
        'Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, übertragene Datenmenge sowie Browser- und Betriebssystemangaben.',
        'Die Verarbeitung erfolgt zur sicheren und stabilen Bereitstellung des Dienstes (Art. 6 Abs. 1 lit. f DSGVO). Protokolle werden nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.',
      ],
    },
    {
      heading: '4. Konto für Redakteurinnen und Redakteure',
      paragraphs: [
        'Wer Dialoge erstellt, legt ein Konto an. Wir verarbeiten dazu E-Mail-Adresse, Vor- und Nachname, ein verschlüsselt gespeichertes Passwort sowie die Rollen in geteilten Dialogen.',
        'Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Die Daten werden gelöscht, sobald das Konto gelöscht wird, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
      ],
    },
    {
      heading: '5. Teilnahme an Dialogen',
      paragraphs: [
        'Teilnehmende benötigen kein Konto. Für jeden Dialog wird eine zufällige, pseudonyme Kennung angelegt. Gespeichert werden die Antworten und der Gesprächsverlauf.',
        'Verantwortlich für die Inhalte eines Dialogs und die Auswertung der Antworten ist die Organisation, die den Dialog veröffentlicht hat; wir verarbeiten die Daten in deren Auftrag (Art. 28 DSGVO). Hinweise zum einzelnen Dialog finden Sie auf dessen Datenschutzseite.',
        'Über „Abbrechen“ im Dialog können Teilnehmende ihre Antworten jederzeit löschen.',
      ],
    },
    {
      heading: '6. Speicherung im Browser',
      paragraphs: [
        'Wir verwenden keine Tracking-Cookies. Im lokalen Speicher Ihres Browsers legen wir nur ab, was für die Funktion nötig ist: Anmeldedaten der Sitzung, den Gesprächsverlauf laufender Dialoge und Ihre Wahl zwischen hellem und dunklem Design (§ 25 Abs. 2 Nr. 2 TDDDG). Sie können diese Daten jederzeit in Ihrem Browser löschen.',
      ],
    },
    {
      heading: '7. E-Mail-Versand',
      paragraphs: [
        'Für Anmeldelinks, Einladungen in ein Team und das Zurücksetzen des Passworts senden wir E-Mails an die angegebene Adresse (Art. 6 Abs. 1 lit. b DSGVO).',
      ],
    },
    {
      heading: '8. KI-gestützte Auswertung',
      paragraphs: [
        'Wenn Redakteurinnen oder Redakteure KI-Endbedingungen verwenden, kann der Text einer Antwort an einen Anbieter eines Sprachmodells übermittelt werden, um zu prüfen, ob die Bedingung erfüllt ist. Dies geschieht nur auf Grundlage eines Auftragsverarbeitungsvertrags; Anbieter außerhalb der EU setzen wir nur mit geeigneten Garantien (Art. 44 ff. DSGVO) ein.',
      ],
    },
    {
      heading: '9. Empfänger',
      paragraphs: [
        'Unsere Server werden von einem Hosting-Dienstleister in Deutschland betrieben, mit dem ein Auftragsverarbeitungsvertrag besteht. Eine Weitergabe an sonstige Dritte erfolgt nicht, es sei denn, wir sind gesetzlich dazu verpflichtet.',
      ],
    },
    {
      heading: '10. Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21 DSGVO). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
        `Wenden Sie sich dazu an ${o.privacyEmail}.`,
      ],
    },
    {
      heading: '11. Beschwerderecht',
      paragraphs: [
        'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
      ],
    },
  ],
  updated: 'Stand: Januar 2026',
}
