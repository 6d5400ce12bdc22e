/** Texts of the auth screens and the account page (issue "App shell" part A). */
export const auth = {
  // docs/product/errors.md, verbatim.
  loginFirst: 'Bitte anmelden.',
  invalidMagicLink: 'Ungültiger Link. Bitte erneut versuchen oder anmelden.',

  retryAfter: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60)
    return minutes <= 1
      ? 'Ein neuer Versuch ist in etwa einer Minute möglich.'
      : `Ein neuer Versuch ist in etwa ${minutes} Minuten möglich.`
  },
  // A 429 of the mail and account calls (docs/api/errors.md too_many_requests).
  tooManyRequests: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie etwas.',
  forgotPassword: 'Passwort vergessen?',
  requestLoginLink: 'Anmeldelink per E-Mail',
  backToLogin: 'Zurück zur Anmeldung',
  toDashboard: 'Zu meinen Dialogen',
  email: 'E-Mail',
  newPassword: 'Neues Passwort',
  repeatPassword: 'Neues Passwort wiederholen',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  passwordHint: 'Mindestens 8 Zeichen.',

  loginRefresh: {
    title: 'Erneut anmelden',
    intro: 'Aus Sicherheitsgründen bestätigen Sie diesen Schritt bitte mit Ihrem Passwort.',
    submit: 'Bestätigen',
    otherAccount: 'Mit einem anderen Konto anmelden',
  },
  /** Marks a field that must be filled in (the registration's names). */
  required: '(Pflichtfeld)',
  magicLink: {
    checking: 'Link wird geprüft …',
    requestTitle: 'Anmeldelink anfordern',
    requestIntro: 'Wir schicken Ihnen einen Link, mit dem Sie sich ohne Passwort anmelden.',
    send: 'Link senden',
    registerTitle: 'Konto anlegen',
    registerIntro: (email: string) =>
      `Sie wurden eingeladen. Geben Sie Ihren Namen an, den Ihre Kolleginnen und Kollegen sehen, und vergeben Sie ein Passwort für ${email}.`,
    register: 'Konto anlegen',
  },
  resetPassword: {
    requestTitle: 'Passwort zurücksetzen',
    requestIntro: 'Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort vergeben.',
    send: 'Link senden',
    setTitle: 'Neues Passwort vergeben',
    save: 'Passwort speichern',
  },
  emailValidation: {
    title: 'E-Mail-Adresse bestätigen',
    checking: 'E-Mail-Adresse wird bestätigt …',
    missingToken: 'Dieser Link ist unvollständig. Fordern Sie in den Einstellungen einen neuen an.',
  },
  account: {
    title: 'Einstellungen',
    loading: 'Konto wird geladen …',
    loadFailed: 'Ihr Konto konnte nicht geladen werden.',
    nameSection: 'Name',
    firstName: 'Vorname',
    lastName: 'Nachname',
    saveName: 'Name speichern',
    emailSection: 'E-Mail-Adresse',
    validated: 'bestätigt',
    notValidated: 'nicht bestätigt',
    requestValidation: 'Bestätigungslink senden',
    passwordSection: 'Passwort',
    oldPassword: 'Bisheriges Passwort',
    changePassword: 'Passwort ändern',
    freshHint: 'Zum Ändern des Passworts werden Sie gegebenenfalls gebeten, sich erneut anzumelden.',
    // docs/app.md#languages: the editor's own UI language, stored with the account.
    languageSection: 'Sprache',
    languageLabel: 'Sprache der Oberfläche',
    languageHint: 'Ihre Dialoge behalten ihre eigene Sprache; Befragte lesen immer die Sprache des Dialogs.',
    languages: { de: 'Deutsch', en: 'English' },
    saveLanguage: 'Sprache speichern',
    languageFailed: 'Die Sprache konnte nicht gespeichert werden.',
  },
} as const
