/** "Simulieren" in the configurator (docs/configurator.md "Simulieren"). */
export const simulation = {
  button: 'Simulieren',
  title: 'Simulieren',
  close: 'Simulieren schließen',
  intro:
    'Schickt simulierte Befragte durch den Dialog: Antworten aus den Optionen, den Beispielen der Absichten, erzeugten Zahlen und E-Mails, dazu ein Anteil Unsinn. Läuft im Hintergrund; nichts wird gespeichert.',
  introMultichat:
    'Schickt simulierte Befragte durch das ganze Multichat: Sie antworten in einem der offenen Chats, Auslöser öffnen und halten Chats wie live. Antworten aus den Optionen, den Beispielen der Absichten, erzeugten Zahlen und E-Mails, dazu ein Anteil Unsinn. Nichts wird gespeichert.',
  hiddenDialogs: 'Sie dürfen nicht alle verbundenen Dialoge sehen; ohne sie lässt sich das Multichat nicht simulieren.',
  respondents: 'Befragte',
  seed: 'Startwert',
  seedHint: 'Derselbe Startwert ergibt dasselbe Ergebnis.',
  start: 'Simulation starten',
  cancel: 'Abbrechen',
  preparing: 'Beispiele werden geladen …',
  running: (done: number, total: number) =>
    `${done.toLocaleString('de')} von ${total.toLocaleString('de')} Befragten …`,
  cancelled: 'Simulation abgebrochen.',
  failed: (message: string) => `Simulation fehlgeschlagen: ${message}`,
  ran: (respondents: number, seed: number) =>
    `${respondents.toLocaleString('de')} simulierte Befragte, Startwert ${seed}.`,
  outOfAnswers: (n: number) =>
    n === 1
      ? '1 Befragter kam aus einer Schleife nicht heraus und wurde nach der Höchstzahl an Antworten beendet.'
      : `${n} Befragte kamen aus einer Schleife nicht heraus und wurden nach der Höchstzahl an Antworten beendet.`,
  heatMapHint: 'Die Heatmap auf der Leinwand zeigt, wie viele Befragte jeden Block und Sprung erreichten.',
} as const
