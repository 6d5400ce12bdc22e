import type { CatalogueShape } from '../catalogueShape'
import type { simulation as de } from '../de/simulation'

export const simulation: CatalogueShape<typeof de> = {
  button: 'Simulate',
  title: 'Simulate',
  close: 'Close Simulate',
  intro:
    'Sends simulated respondents through the dialog: answers from the options, the intents’ examples, generated numbers and e-mails, and a share of nonsense. Runs in the background; nothing is saved.',
  introMultichat:
    'Sends simulated respondents through the whole multichat: they answer in one of the open chats, triggers open and hold chats as live. Answers from the options, the intents’ examples, generated numbers and e-mails, and a share of nonsense. Nothing is saved.',
  hiddenDialogs: 'You may not view every connected dialog; without them the multichat cannot be simulated.',
  respondents: 'Respondents',
  seed: 'Seed',
  seedHint: 'The same seed gives the same result.',
  start: 'Start simulation',
  cancel: 'Cancel',
  preparing: 'Loading examples …',
  running: (done, total) => `${done.toLocaleString('en')} of ${total.toLocaleString('en')} respondents …`,
  cancelled: 'Simulation cancelled.',
  failed: (message) => `Simulation failed: ${message}`,
  ran: (respondents, seed) => `${respondents.toLocaleString('en')} simulated respondents, seed ${seed}.`,
  outOfAnswers: (n) =>
    n === 1
      ? '1 respondent did not get out of a loop and was stopped after the most answers allowed.'
      : `${n} respondents did not get out of a loop and were stopped after the most answers allowed.`,
  heatMapHint: 'The heat map on the canvas shows how many respondents reached each block and jump.',
}
