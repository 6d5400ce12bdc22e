import { OPERATOR as o, type LegalDocument } from './types'

/** /bi: what the product is (route name About, docs/product/screens.md#top-bar hides the top bar there). */
export const about: LegalDocument = {
  title: 'Über Dialoge',
  intro:
    'Dialoge verwandelt Fragebögen und Lernaufgaben in Gespräche: Teilnehmende antworten im Chat, in ihren eigenen Worten, und der Dialog reagiert darauf.',
  sections: [
    {
      heading: 'Für wen',
      paragraphs: [
        'Für Forschende, Lehrende und Teams, die Umfragen, Assessments oder Lernspiele erstellen und mehr erfahren möchten als Kreuzchen auf einer Skala.',
      ],
    },
    {
      heading: 'Was Sie damit tun',
      paragraphs: [
        'Im Konfigurator bauen Sie einen Dialog aus Frageblöcken. Sie trainieren, wie er freie Antworten versteht, testen ihn selbst, teilen ihn mit Ihrem Team und werten die Antworten aus.',
        'Mehrere Dialoge lassen sich zu einem Multichat verbinden, etwa für ein Krimispiel, in dem Spielende Zeuginnen und Verdächtige befragen.',
      ],
    },
    {
      heading: 'Barrierefreiheit',
      paragraphs: [
        'Die Oberfläche ist mit Tastatur und Screenreader bedienbar und bietet ein helles und ein dunkles Design. Hinweise auf Barrieren nehmen wir gern entgegen.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [`${o.name}, ${o.street}, ${o.city}. E-Mail: ${o.email}`],
    },
  ],
  updated: 'Stand: Januar 2026',
}
