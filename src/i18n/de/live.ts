/**
 * German texts of the respondent's live pages (/dialog, /assess_live, /widget, /exit);
 * referenced from src/i18n/de.ts as `de.live`. docs/product/errors.md strings are copied verbatim.
 */
export const live = {
  errors: {
    // docs/product/errors.md, error dialog texts.
    default: 'Ups… Es ist etwas schiefgelaufen. Bitte versuchen Sie es jetzt oder zu einem späteren Zeitpunkt erneut.',
    tokenExpired: 'Sie wurden automatisch ausgeloggt. Bitte loggen Sie sich erneut ein.',
    dialogEnded: 'Der Dialog wurde bereits beendet. Daher ist ein Dialog aktuell nicht mehr möglich.',
    // A dialog that was never live (issue #28): not "ended", just not started yet.
    dialogNotLive: 'Dieser Dialog hat noch nicht begonnen. Bitte versuchen Sie es später erneut.',
    // No dialog or game under this link (mistyped, or deleted): trying again would not help.
    notFound: 'Unter diesem Link ist nichts (mehr) zu finden. Bitte prüfen Sie den Link.',
    serverBusy:
      'Unser Messenger ist gerade ausergewöhnlich stark ausgelastet. Es kann kurz dauern bis wir mehr Ressourcen bereitgestellt haben. Sie können warten, oder versuchen es später erneut.',
    // docs/product/errors.md, live registration failure.
    registrationFailed: 'Username already exists',
    registrationRejected: 'Invalid credentials',
    // A 429: too many registrations from this network (a crowded room) or too many ratings.
    tooManyRequests: 'Gerade kommen sehr viele Anfragen an. Bitte versuchen Sie es in ein paar Minuten erneut.',
    generic: 'Ein Fehler ist aufgetreten.',
    status: (status: number) => (status === 0 ? 'Keine Verbindung zum Server.' : `Status ${status}`),
    reload: 'Neu laden',
    close: 'Schließen',
  },
  chat: {
    log: 'Chatverlauf',
    typing: 'schreibt …',
    audioMessage: 'Sprachnachricht',
    videoMessage: 'Videonachricht',
    you: 'Sie',
    answerLabel: 'Ihre Antwort',
    answerPlaceholder: 'Nachricht schreiben …',
    numberPlaceholder: 'Zahl eingeben …',
    emailPlaceholder: 'E-Mail-Adresse eingeben …',
    qaPlaceholder: 'Ihre Frage …',
    send: 'Senden',
    counter: (length: number, max: number) => `${length} / ${max}`,
    counterLabel: (length: number, max: number) => `${length} von ${max} Zeichen`,
    choiceGroup: 'Antwortmöglichkeiten',
    /** The clarifying question's quick replies (docs/app.md "Clarifying question"). */
    clarifyGroup: 'Vorschläge zu Ihrer Antwort',
    chooseBetween: (min: number, max: number) =>
      min === max ? `Bitte ${min} auswählen.` : `Bitte ${min} bis ${max} auswählen.`,
    selected: (count: number) => (count === 1 ? '1 ausgewählt' : `${count} ausgewählt`),
    ended: 'Der Dialog ist beendet. Vielen Dank für Ihre Teilnahme!',
    botSays: (name: string, text: string) => `${name}: ${text}`,
    bot: 'Bot',
    storageNotice: 'Damit Sie später weitermachen können, wird der Gesprächsverlauf in diesem Browser gespeichert.',
    storageAccept: 'Verstanden',
    sources: 'Quellen der Antwort',
    /** Testen, under a qa answer: "Quelle: Hausordnung.pdf, Abschnitt 3 von 12, Seite 2". */
    source: (s: { name?: string; section: number; sections: number; page: number | null }) =>
      `Quelle: ${[s.name, `Abschnitt ${s.section} von ${s.sections}`, s.page === null ? null : `Seite ${s.page}`]
        .filter(Boolean)
        .join(', ')}`,
  },
  exit: {
    finished: { title: 'Vielen Dank!', text: 'Der Dialog ist beendet. Sie können dieses Fenster jetzt schließen.' },
    deleted: {
      title: 'Ihre Daten wurden gelöscht',
      text: 'Der Dialog wurde abgebrochen und Ihre Antworten wurden gelöscht. Sie können dieses Fenster jetzt schließen.',
    },
    other: { title: 'Auf Wiedersehen!', text: 'Sie können dieses Fenster jetzt schließen.' },
  },
} as const
