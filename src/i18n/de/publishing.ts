import { live } from './live'

/** German texts of publishing (public link, embed code, QR code) on the Teilen tab and in the multichat editor; `de.publishing`. */
export const publishing = {
  heading: 'Veröffentlichen',
  intro: 'Unter diesem Link können Teilnehmende den Dialog ohne Anmeldung führen.',
  multichatIntro: 'Unter diesem Link können Teilnehmende den Multichat ohne Anmeldung spielen.',
  loading: 'Öffentliche Adresse wird geladen …',
  linkLabel: 'Öffentlicher Link',
  open: 'Öffnen',
  openInNewTab: 'Öffentlichen Link in neuem Tab öffnen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyLink: 'Link kopieren',
  copyEmbed: 'Einbettungs-Code kopieren',
  copiedLink: 'Der Link wurde in die Zwischenablage kopiert.',
  copiedEmbed: 'Der Einbettungs-Code wurde in die Zwischenablage kopiert.',
  copyFailed: 'Kopieren nicht möglich. Bitte den Text markieren und mit Strg+C kopieren.',
  embedHeading: 'Auf einer Website einbetten',
  embedIntro: 'Fügen Sie diesen Code in Ihre Website ein, um den Chat dort anzuzeigen.',
  embedLabel: 'Einbettungs-Code',
  embedSize: 'Größe',
  embedSizes: {
    small: 'Klein (320 × 480)',
    medium: 'Mittel (400 × 640)',
    large: 'Groß (480 × 760)',
    full: 'Volle Breite (100 % × 700)',
  },
  qrHeading: 'QR-Code',
  qrIntro: 'Für Plakate, Handzettel und Folien: der QR-Code führt zum öffentlichen Link.',
  qrAlt: (url: string) => `QR-Code für ${url}`,
  qrFailed: 'Der QR-Code konnte nicht erzeugt werden.',
  qrLoading: 'QR-Code wird erzeugt …',
  downloadPng: 'PNG herunterladen',
  downloadSvg: 'SVG herunterladen',
  // The note while the dialog is not live (issue #28): never live yet, or live once and switched off.
  notLiveTitle: 'Der Dialog ist noch nicht live',
  /** docs/product/errors.md: what the live page answers while the dialog is not live. */
  notLiveNote: `Teilnehmende können ihn führen, sobald er live ist. Bis dahin antwortet der Link mit „${live.errors.dialogNotLive}“`,
  endedTitle: 'Der Dialog ist beendet',
  endedNote: (at: Date | null) =>
    `Er war live${at ? ` und wurde am ${at.toLocaleString('de-DE', { dateStyle: 'long', timeStyle: 'short' })} Uhr inaktiv geschaltet` : ' und ist jetzt inaktiv'}. Solange er inaktiv ist, antwortet der Link mit „${live.errors.dialogEnded}“`,
  switchLive: 'Jetzt live schalten',
  switchLiveAgain: 'Wieder live schalten',
  askToSwitch: 'Live schalten kann ihn, wer ihn bearbeiten darf.',
  inactiveTitle: 'Der Dialog ist inaktiv',
  publicationFailed: (msg: string) => `Ob der Dialog schon einmal live war, konnte nicht geladen werden (${msg}).`,
  multichatInactiveTitle: 'Der Multichat ist inaktiv',
  multichatInactiveNote: (lead: string) =>
    `Der Multichat ist live, wenn sein Hauptdialog „${lead}“ live ist. Bis dahin antwortet der Link mit „${live.errors.dialogNotLive}“, nachdem er schon live war mit „${live.errors.dialogEnded}“`,
  openLead: 'Hauptdialog öffnen und live schalten',
  leadUnknown: 'Ob der Hauptdialog live ist, sehen nur seine Mitglieder.',
  baseFailed: (msg: string) =>
    `Die öffentliche Adresse des Servers konnte nicht geladen werden (${msg}). Die Links verwenden die Adresse dieser Seite.`,
  gameAlias: (path: string) => `Auch erreichbar unter ${path}.`,
  multichatButton: 'Veröffentlichen',
  multichatDialogTitle: 'Multichat veröffentlichen',
  multichatNoEmbed:
    'Ein Multichat lässt sich nicht in andere Websites einbetten; verlinken Sie die Seite oder zeigen Sie den QR-Code.',
  close: 'Schließen',
} as const
