/**
 * German texts of the live multichat (/multi_live/{manager_id}, /flow, /aufderflucht) and of the
 * editor's test multichat, which shows the same messenger; `de.multichatLive` in src/i18n/de.ts.
 */
export const multichatLive = {
  loading: 'Chats werden geladen …',
  loadFailed: 'Der Multichat konnte nicht geladen werden.',
  chatList: 'Chats',
  lead: 'Hauptchat',
  unread: (count: number) => (count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`),
  noMessages: 'Noch keine Nachrichten',
  back: 'Zurück zur Chatliste',
  chooseChat: 'Wählen Sie links einen Chat aus.',
  finished: 'beendet',
  waiting: 'wartet …',
  notStarted: 'noch nicht erreichbar',
  waitingNotice: 'Dieser Chat wartet noch. Sie können hier antworten, sobald es weitergeht.',
  notStartedNotice: 'Dieser Kontakt meldet sich, sobald es so weit ist.',
  countdown: (text: string) => `wartet noch ${text}`,
  countdownLabel: (seconds: number) => `Es geht in ${seconds} Sekunden weiter.`,
  gameOver: 'Das Spiel ist zu Ende. Vielen Dank fürs Mitspielen!',
  chatFinished: 'Dieser Chat ist beendet.',
  menu: 'Spielmenü',
  restart: 'Spiel neu starten',
  restartConfirm: {
    header: 'Spiel neu starten?',
    text: 'Alle Chats werden gelöscht und das Spiel beginnt von vorn.',
    back: 'Zurück',
    confirm: 'Neu starten',
  },
  erase: 'Meine Daten löschen',
  eraseConfirm: {
    header: 'Ihre Daten löschen?',
    text: 'Alle Ihre Antworten und Chatverläufe dieses Spiels werden gelöscht. Das lässt sich nicht rückgängig machen.',
    back: 'Zurück',
    confirm: 'Daten löschen',
  },
  imprint: 'Impressum',
  signal: (trigger: string) => `Signal senden: ${trigger}`,
  signalGroup: 'Auf ein Signal wartende Auslöser',
} as const
