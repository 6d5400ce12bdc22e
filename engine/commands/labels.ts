import type { Block } from '../model/block'

/** German names of block fields for the history panel ("Frage 3: Text"). */
const fieldLabels: Record<string, string> = {
  context: 'Text',
  nachfrage: 'Nachfrage',
  acknowledgement: 'Bestätigung',
  likert_na: '„keine Angabe“',
  is_end: 'Ende',
  position: 'Position',
  start_page: 'Startblock',
  type: 'Typ',
  options: 'Optionen',
  likert_scale: 'Skala',
  likert_labels: 'Skalenbeschriftung',
  min_words: 'Mindestwörter',
  min: 'Minimum',
  max: 'Maximum',
  filename_db: 'Dokument',
  only_search: 'Nur Suche',
  qa_max_questions: 'Max. Fragen',
  qa_exit_phrase: 'Ausstiegssatz',
  qa_fallback: 'Ersatzantwort',
  survey_name: 'Name',
  welcome_message: 'Begrüßung',
  ending_message: 'Abschluss',
  color: 'Akzentfarbe',
  avatar_name: 'Avatarname',
  background_link: 'Hintergrund',
  speed: 'Geschwindigkeit',
  feedback_allowed: 'Feedback',
  training_mode: 'Trainingsmodus',
  messenger_ui: 'Messenger-Ansicht',
  audio_messages: 'Sprachnachrichten',
  video_messages: 'Videonachrichten',
  notification_sound: 'Benachrichtigungston',
  language: 'Sprache',
  active: 'Live',
}

export const fieldLabel = (key: string) => fieldLabels[key] ?? key

/** "Frage 3" for the block at order 2: editors count from one. */
export const blockLabel = (block: Pick<Block, 'order'> | undefined) => (block ? `Frage ${block.order + 1}` : 'Frage')
