import type { CatalogueShape } from '../catalogueShape'
import type { respondentDe } from './de'
import { shell } from '../en/shell'
import { privacyPageEn } from './privacyPage'

export type RespondentTexts = CatalogueShape<typeof respondentDe>

/**
 * What a respondent reads in an English dialog; the same shape as the German texts. The
 * docs/product/errors.md strings that the contract keeps in English ('Username already exists',
 * 'Invalid credentials') stay as they are.
 */
export const respondentEn: RespondentTexts = {
  live: {
    errors: {
      default: 'Oops… Something went wrong. Please try again now or later.',
      tokenExpired: 'You were logged out automatically. Please log in again.',
      dialogEnded: 'The dialog has already ended, so it cannot be continued.',
      dialogNotLive: 'This dialog has not started yet. Please try again later.',
      notFound: 'There is nothing at this link (any more). Please check the link.',
      serverBusy:
        'Our messenger is unusually busy right now. It may take a moment until we have provided more resources. You can wait or try again later.',
      registrationFailed: 'Username already exists',
      registrationRejected: 'Invalid credentials',
      tooManyRequests: 'We are receiving a great many requests right now. Please try again in a few minutes.',
      generic: 'An error occurred.',
      status: (status: number) => (status === 0 ? 'No connection to the server.' : `Status ${status}`),
      reload: 'Reload',
      close: 'Close',
    },
    chat: {
      log: 'Conversation',
      typing: 'is typing …',
      audioMessage: 'Voice message',
      videoMessage: 'Video message',
      you: 'You',
      answerLabel: 'Your answer',
      answerPlaceholder: 'Write a message …',
      numberPlaceholder: 'Enter a number …',
      emailPlaceholder: 'Enter an email address …',
      qaPlaceholder: 'Your question …',
      send: 'Send',
      counter: (length: number, max: number) => `${length} / ${max}`,
      counterLabel: (length: number, max: number) => `${length} of ${max} characters`,
      choiceGroup: 'Answer options',
      clarifyGroup: 'Suggestions for your answer',
      chooseBetween: (min: number, max: number) =>
        min === max ? `Please choose ${min}.` : `Please choose ${min} to ${max}.`,
      selected: (count: number) => `${count} selected`,
      ended: 'The dialog has ended. Thank you for taking part!',
      botSays: (name: string, text: string) => `${name}: ${text}`,
      bot: 'Bot',
      storageNotice: 'So that you can continue later, the conversation is stored in this browser.',
      storageAccept: 'Got it',
      sources: 'Sources of the answer',
      source: (s: { name?: string; section: number; sections: number; page: number | null }) =>
        `Source: ${[s.name, `section ${s.section} of ${s.sections}`, s.page === null ? null : `page ${s.page}`]
          .filter(Boolean)
          .join(', ')}`,
    },
    exit: {
      finished: { title: 'Thank you!', text: 'The dialog has ended. You can close this window now.' },
      deleted: {
        title: 'Your data has been deleted',
        text: 'The dialog was cancelled and your answers were deleted. You can close this window now.',
      },
      other: { title: 'Goodbye!', text: 'You can close this window now.' },
    },
  },
  multichatLive: {
    loading: 'Loading chats …',
    loadFailed: 'The multichat could not be loaded.',
    chatList: 'Chats',
    lead: 'Main chat',
    unread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
    noMessages: 'No messages yet',
    back: 'Back to the chat list',
    chooseChat: 'Choose a chat on the left.',
    finished: 'ended',
    waiting: 'waiting …',
    notStarted: 'not reachable yet',
    waitingNotice: 'This chat is still waiting. You can answer here as soon as it goes on.',
    notStartedNotice: 'This contact will get in touch when the time comes.',
    countdown: (text: string) => `waiting ${text}`,
    countdownLabel: (seconds: number) => `It goes on in ${seconds} seconds.`,
    gameOver: 'The game is over. Thank you for playing!',
    chatFinished: 'This chat has ended.',
    menu: 'Game menu',
    restart: 'Restart game',
    restartConfirm: {
      header: 'Restart the game?',
      text: 'All chats are deleted and the game starts again.',
      back: 'Back',
      confirm: 'Restart',
    },
    erase: 'Delete my data',
    eraseConfirm: {
      header: 'Delete your data?',
      text: 'All your answers and chats of this game are deleted. This cannot be undone.',
      back: 'Back',
      confirm: 'Delete data',
    },
    imprint: 'Imprint',
    signal: (trigger: string) => `Send signal: ${trigger}`,
    signalGroup: 'Triggers waiting for a signal',
  },
  bar: {
    info: 'Information',
    logo: 'Logo',
    toolbar: 'Dialog controls',
  },
  settings: {
    feedback: {
      group: 'Rate this message',
      up: 'Helpful',
      down: 'Not helpful',
    },
    training: {
      title: 'Training mode',
      text: 'This dialog is being trained. Your answers help to improve it and may be read by its authors for that.',
    },
    messenger: {
      header: 'Chat partner',
    },
  },
  page: shell.page,
  privacy: privacyPageEn,
}
