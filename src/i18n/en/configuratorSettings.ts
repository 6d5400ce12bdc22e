import { FIELD_WORDS } from '@engine/commands'
import type { MediaType } from '@engine/api/media'
import type { CatalogueShape } from '../catalogueShape'
import type { configuratorSettings as de } from '../de/configuratorSettings'

const mediaTypes: Record<MediaType, string> = {
  logo: 'Logo',
  avatar: 'Avatar',
  background: 'Background image',
  document: 'Documents',
}

/** English texts of the dialog settings and AI exit conditions; `en.configuratorSettings`. */
export const configuratorSettings: CatalogueShape<typeof de> = {
  settings: {
    label: 'Dialog settings',
    general: 'General',
    messages: 'Fixed messages',
    appearance: 'Appearance',
    behaviour: 'Behaviour',
    name: 'Name of the dialog',
    nameRequired: 'Please enter a name.',
    nameTooLong: 'The name may be at most 200 characters long.',
    language: 'Language',
    languages: { de: 'German', en: 'English' },
    welcome: 'Welcome',
    welcomeHelp: 'Shown before the first block (empty: no welcome).',
    ending: 'Ending',
    endingHelp: 'Shown after an end block.',
    tooLong: (max: number) => `At most ${max.toLocaleString('en-GB')} characters.`,
    color: 'Accent colour',
    colorPicker: 'Choose the accent colour',
    colorHelp: 'As #rrggbb, e.g. #00796b. Leave empty for the default colour.',
    colorInvalid: 'Please enter a colour as #rrggbb (e.g. #00796b).',
    avatarName: 'Name of the avatar',
    background: 'Background (link)',
    backgroundHelp:
      'Address of a background image (http:// or https://); leave it empty to show the background image uploaded last (below).',
    backgroundInvalid: 'Please enter an address starting with http:// or https://, or leave the field empty.',
    speed: 'Speed',
    speedHelp:
      'Speed of the messages: a factor for the pauses between the bubbles (#1500#). 0.5 = pauses as written, 0 = everything at once, 1 = twice as long.',
    speedInvalid: 'Please enter a number from 0 to 10 (e.g. 0.5).',
    /** One per respondent setting (RESPONDENT_FLAGS), from the one catalogue of field words (engine/commands/labels.ts). */
    flags: FIELD_WORDS.en.switches,
  },
  media: {
    title: 'Logo and avatar',
    intro:
      'Images for the live page and documents for questions & answers blocks. Of each image type the file uploaded last counts.',
    types: mediaTypes,
    loading: 'Loading files …',
    loadFailed: 'The files could not be loaded.',
    retry: 'Load again',
    none: 'No file yet.',
    upload: (type: string) => `Upload ${type}`,
    browse: 'Choose',
    uploading: 'Uploading …',
    deleteFailed: 'Deleting failed',
    dismiss: 'Close message',
    active: 'active',
    preview: (type: string) => `Preview: ${type}`,
    remove: 'Delete',
    deleteConfirm: {
      header: 'Delete the file?',
      text: 'The file is removed from the server. This cannot be undone.',
      back: 'Cancel',
      confirm: 'Delete',
    },
    tooLarge: 'The file is too large (at most 10 MB).',
    empty: 'The file is empty.',
    wrongType: (allowed: string) => `This file type is not allowed here (allowed: ${allowed}).`,
    allowedImages: 'PNG, JPEG, GIF, WebP or SVG',
    allowedDocuments: 'PDF or text',
    offline: 'No connection to the server.',
    status: (status: number) => `Status ${status}`,
  },
  exit: {
    title: 'AI exit conditions',
    explanation:
      'After every answer an evaluator checks whether an exit condition applies (e.g. “The person has named where they live”); if so, the dialog ends.',
    empty: 'No AI exit condition yet.',
    add: 'Add exit condition',
    edit: 'Edit',
    remove: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    condition: 'Condition',
    conditionPlaceholder: 'The person has named where they live',
    conditionRequired: 'Please enter a condition.',
    conditionTooLong: 'At most 2,000 characters.',
    appliesTo: 'applies to',
    allBlocks: 'All blocks',
    missingBlock: 'deleted block',
    examples: 'Examples or keywords (one per line)',
    examplesHelp: 'For the evaluation without an AI service: if an answer matches one of them, the condition is met.',
    exampleTooLong: (line: number) => `Line ${line} is longer than 500 characters.`,
    examplesCount: (n: number) => (n === 1 ? '1 example' : `${n} examples`),
    deleteConfirm: {
      header: 'Delete the AI exit condition?',
      text: 'The condition is removed. You can take that back with “Undo”.',
      back: 'Cancel',
      confirm: 'Delete',
    },
  },
}
