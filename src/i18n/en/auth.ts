import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** English texts of the auth screens and the account page; `en.auth`. */
export const auth: CatalogueShape<typeof de.auth> = {
  loginFirst: 'Please log in.',
  invalidMagicLink: 'Invalid link. Please try again or log in.',

  retryAfter: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60)
    return minutes <= 1 ? 'You can try again in about a minute.' : `You can try again in about ${minutes} minutes.`
  },
  tooManyRequests: 'Too many requests in a short time. Please wait a little.',
  forgotPassword: 'Forgot your password?',
  requestLoginLink: 'Login link by email',
  backToLogin: 'Back to login',
  toDashboard: 'To my dialogs',
  email: 'Email',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  passwordsDiffer: 'The passwords do not match.',
  passwordHint: 'At least 8 characters.',

  loginRefresh: {
    title: 'Log in again',
    intro: 'For your security, please confirm this step with your password.',
    submit: 'Confirm',
    otherAccount: 'Log in with another account',
  },
  /** Marks a field that must be filled in (the registration's names). */
  required: '(required)',
  magicLink: {
    checking: 'Checking the link …',
    requestTitle: 'Request a login link',
    requestIntro: 'We send you a link to log in without a password.',
    send: 'Send link',
    registerTitle: 'Create account',
    registerIntro: (email: string) =>
      `You have been invited. Enter your name, which your colleagues will see, and choose a password for ${email}.`,
    register: 'Create account',
  },
  resetPassword: {
    requestTitle: 'Reset password',
    requestIntro: 'We send you a link to choose a new password.',
    send: 'Send link',
    setTitle: 'Choose a new password',
    save: 'Save password',
  },
  emailValidation: {
    title: 'Confirm email address',
    checking: 'Confirming the email address …',
    missingToken: 'This link is incomplete. Request a new one in the settings.',
  },
  account: {
    title: 'Settings',
    loading: 'Loading the account …',
    loadFailed: 'Your account could not be loaded.',
    nameSection: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    saveName: 'Save name',
    emailSection: 'Email address',
    validated: 'confirmed',
    notValidated: 'not confirmed',
    requestValidation: 'Send confirmation link',
    passwordSection: 'Password',
    oldPassword: 'Current password',
    changePassword: 'Change password',
    freshHint: 'To change the password you may be asked to log in again.',
    languageSection: 'Language',
    languageLabel: 'Language of the editor',
    languageHint: 'Your dialogs keep their own language; respondents always read the dialog’s language.',
    languages: { de: 'Deutsch', en: 'English' },
    saveLanguage: 'Save language',
    languageFailed: 'The language could not be saved.',
  },
}
