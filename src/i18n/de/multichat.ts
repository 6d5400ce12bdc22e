/** The multichat editor (`/multi/{manager_id}`, issue #8). */
export const multichat = {
  title: 'Multichat',
  loading: 'Multichat wird geladen …',
  loadFailed: 'Der Multichat konnte nicht geladen werden.',
  /** A 403: a member of only some of its dialogs (docs/reliability/security.md#findings-1-8-9). */
  noAccess: 'Kein Zugriff auf diesen Multichat',
  retry: 'Erneut versuchen',
  back: 'Zum Dashboard',
  canvasLabel: 'Verbundene Dialoge und Auslöser',
  rolledBack: (msg: string) => `Nicht gespeichert, die Änderung wurde zurückgenommen: ${msg}`,
  toolbar: {
    label: 'Werkzeuge',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    undoShortcut: 'Strg+Z',
    redoShortcut: 'Strg+Umschalt+Z',
    deleteTrigger: 'Auslöser löschen',
    connect: 'Dialog verbinden',
    saving: (n: number) => (n === 1 ? 'Speichert 1 Änderung …' : `Speichert ${n} Änderungen …`),
    saved: 'Alles gespeichert',
    fitView: 'Alles zeigen',
  },
  group: {
    lead: 'Hauptdialog',
    makeLead: 'Als Hauptdialog festlegen',
    disconnect: 'Dialog trennen',
    noAccess: 'Kein Zugriff auf diesen Dialog',
    empty: 'Keine Blöcke',
    readOnly: 'Nur lesen',
    label: (name: string, lead: boolean) => (lead ? `Dialog ${name} (Hauptdialog)` : `Dialog ${name}`),
  },
  block: {
    label: (order: number) => `Frage ${order}`,
    simulate: 'Pfad simulieren',
    aria: (dialog: string, order: number, text: string) => `${dialog}, Frage ${order}: ${text}`,
  },
  /**
   * docs/product/validation.md: the editor's four trigger actions. German UI words (docs/multichat.md
   * "Terms"): a trigger is an "Auslöser", the lead dialog the "Hauptdialog".
   */
  actions: {
    startDialog: 'Dialog starten',
    waitFor: 'Warten auf',
    moveDialog: 'Dialog verschieben',
    waitAPI: 'Warten auf Signal',
  },
  menu: {
    title: 'Auslöser anlegen',
    releaseAfter: 'Automatisch freigeben nach … s',
    releaseHint: 'Leer: nur ein externes Signal gibt frei.',
    releaseInvalid: 'Ganze Sekunden von 1 bis 86400.',
    create: 'Anlegen',
    cancel: 'Abbrechen',
  },
  legend: {
    label: 'Legende',
    startDialog: 'Dialog starten (wartet auf, startet den Dialog)',
    waitFor: 'Warten auf',
    moveTo: 'Dialog verschieben',
    waitAPI: 'Warten auf Signal',
  },
  edge: (kind: string, from: string, to: string) => `Auslöser ${kind}: ${from} → ${to}`,
  connect: {
    title: 'Dialog verbinden',
    choose: 'Dialog',
    none: 'Keine weiteren Dialoge, die Sie bearbeiten dürfen.',
    full: (max: number) =>
      `Dieser Dialogmanager verbindet schon ${max} Dialoge, mehr geht nicht. Trennen Sie zuerst einen.`,
    submit: 'Verbinden',
    cancel: 'Abbrechen',
    done: (name: string) => `„${name}“ ist verbunden.`,
  },
  disconnect: {
    header: 'Dialog trennen?',
    text: (name: string) =>
      `„${name}“ wird vom Multichat getrennt. Alle Auslöser von und zu diesem Dialog werden gelöscht.`,
    back: 'Abbrechen',
    confirm: 'Trennen',
    done: (name: string) => `„${name}“ ist getrennt.`,
  },
  lead: {
    done: (name: string) => `„${name}“ ist jetzt der Hauptdialog.`,
  },
  busy: {
    connect: 'Dialog wird verbunden …',
    disconnect: 'Dialog wird getrennt …',
    lead: 'Hauptdialog wird gewechselt …',
    simulate: 'Pfad wird simuliert …',
  },
  test: {
    title: 'Test-Chat',
    close: 'Schließen',
    from: (answers: number) => (answers === 1 ? 'Nach 1 simulierten Antwort' : `Nach ${answers} simulierten Antworten`),
    pending:
      'Der simulierte Weg bis hierher. Ein Test-Chat ab dieser Stelle braucht den Spielstand, den die Simulation noch nicht liefert.',
  },
} as const
