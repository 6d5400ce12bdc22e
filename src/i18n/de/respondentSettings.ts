/**
 * German texts the respondent sees because of a dialog setting (docs/runtime.md "Respondent
 * settings"): rating bot messages (feedback_allowed), the training notice (training_mode) and the
 * messenger view's header (messenger_ui). Kept apart from `live` so a translation of them is one
 * small module; referenced from src/i18n/de.ts as `de.respondentSettings`.
 */
export const respondentSettings = {
  feedback: {
    group: 'Nachricht bewerten',
    up: 'Hilfreich',
    down: 'Nicht hilfreich',
  },
  training: {
    title: 'Trainingsmodus',
    text: 'Dieser Dialog wird gerade trainiert. Ihre Antworten helfen, ihn zu verbessern, und können dafür von den Autorinnen und Autoren gelesen werden.',
  },
  messenger: {
    header: 'Chatpartner',
  },
}
