/** The multichat analysis (`/analyse_multichat/{dialog_manager_id}`, docs/product/screens.md#routes AnalyseMultiChat). */
export const analyseMultichat = {
  title: (name: string) => `Auswertung: ${name}`,
  loading: 'Auswertung wird geladen …',
  loadFailed: 'Die Auswertung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  badId: 'Ungültiger Link: Diese Auswertung gibt es nicht.',
  figures: 'Kennzahlen',
  started: 'Spieler gestartet',
  solved: 'Gelöst',
  running: 'Spielen gerade',
  solveRate: 'Lösungsquote',
  timeToSolve: 'Zeit bis zur Lösung',
  median: 'Median',
  average: 'Mittel',
  noTime: '–',
  stuckTitle: 'Hier hängen Spieler fest',
  noneStuck: 'Niemand hängt fest.',
  // docs/analyse.md "Status": the same idle timeout as the dialog analysis.
  stuckNote: (minutes: number) =>
    `Fest hängt, wer seit mehr als ${minutes} Minuten nichts mehr geschrieben hat; wer in dieser Zeit aktiv war, spielt gerade.`,
  dialogsTitle: 'Pro Dialog',
  columns: {
    dialog: 'Dialog',
    question: 'Frage',
    players: 'Spieler',
    started: 'Gestartet',
    finished: 'Beendet',
    running: 'Spielen gerade',
    stuck: 'Hängen fest',
  },
  pathsTitle: 'Wege je Dialog',
}
