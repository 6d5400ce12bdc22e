/** German texts of the sharing dialog and the Teilen tab; referenced from src/i18n/de.ts as `de.sharing`. */
export const sharing = {
  dialogTitle: 'Team',
  pageTitle: 'Teilen',
  pageIntro: 'Laden Sie Personen in Ihr Team ein und legen Sie fest, was sie mit diesem Dialog tun dürfen.',
  close: 'Schließen',
  loading: 'Mitglieder werden geladen …',
  membersLabel: 'Mitglieder',
  // docs/product/roles.md: the current user's own row is marked 'Du'.
  you: 'Du',
  pending: 'Einladung offen',
  roleOf: (name: string) => `Berechtigung von ${name}`,
  inviteHeading: 'Person einladen',
  emailLabel: 'E-Mail',
  emailPlaceholder: 'name@beispiel.de',
  roleLabel: 'Berechtigung',
  // docs/product/roles.md: the roles as the UI shows them (the server's values are these German names).
  roles: {
    Besitzer: 'Besitzer',
    'Voller Zugriff': 'Voller Zugriff',
    'Bearbeiten + Trainieren': 'Bearbeiten + Trainieren',
    Trainieren: 'Trainieren',
    Analysieren: 'Analysieren',
  },
  rolePlaceholder: 'Berechtigung wählen …',
  invite: 'Einladen',
  // docs/product/validation.md, verbatim (the server answers with the same words).
  emailRequired: 'Bitte gültige E-Mail angeben',
  emailInvalid: 'Bitte gültige Email angeben',
  roleRequired: 'Bitte eine Berechtigung auswählen',
  multichatSwitch: 'Für alle Dialoge dieses Multichats übernehmen',
  resend: 'Einladung erneut senden',
  remove: 'Entfernen',
  removeOf: (name: string) => `${name} entfernen`,
  removeConfirm: (name: string) =>
    `${name} wirklich aus dem Team entfernen? Die Person verliert den Zugriff auf diesen Dialog.`,
  cancel: 'Abbrechen',
  invited: (name: string) => `${name} wurde eingeladen.`,
  resent: (name: string) => `Die Einladung an ${name} wurde erneut gesendet.`,
  roleChanged: (name: string) => `Die Berechtigung von ${name} wurde geändert.`,
  removed: (name: string) => `${name} wurde aus dem Team entfernt.`,
  // docs/product/errors.md generic error dialog: title = the server's msg; its text is de.live.errors.generic.
  errorTitleFallback: 'Fehler.',
} as const
