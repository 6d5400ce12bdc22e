import type { BlockFieldKey, ConfigKey, FixedMessageKey } from '../changes/Change'
import type { Block } from '../model/block'
import type { Language, RespondentFlag } from '../model/survey'

/** What has a name in words: every block field, setting and fixed message, and a block's place (`order`). */
export type NamedField = BlockFieldKey | ConfigKey | FixedMessageKey | 'order'

interface FieldWords {
  /** A field or setting as the history and "Versionen" name it ("Frage 3: Text geändert"). */
  readonly names: Readonly<Record<NamedField, string>>
  /** A respondent setting's switch in Einstellungen → Verhalten (RESPONDENT_FLAGS). */
  readonly switches: Readonly<Record<RespondentFlag, string>>
}

/**
 * The one catalogue of block fields and settings in words, German and English: the undo
 * history's subtitles, the "Versionen" panel and "Vergleichen" (src/i18n versionHistory.fields),
 * and the respondent settings' switches (src/i18n configuratorSettings.settings.flags). A new
 * field, setting or respondent flag without its words in both languages does not compile
 * (tests/lint/settingWords.test.ts keeps it the only place).
 */
export const FIELD_WORDS = {
  de: {
    names: {
      context: 'Text',
      nachfrage: 'Nachfrage',
      acknowledgement: 'Bestätigung',
      likert_na: '„keine Angabe“',
      is_end: 'Dialogende',
      position: 'Position',
      start_page: 'Startblock',
      type: 'Typ',
      options: 'Antwortoptionen',
      likert_scale: 'Skalenpunkte',
      likert_labels: 'Skalenbeschriftungen',
      min_words: 'Mindestanzahl Wörter',
      clarify_mode: 'Bei unsicherer Antwort',
      clarify_question: 'Rückfrage',
      intent_labels: 'Beschriftungen der Absichten',
      min: 'Minimum',
      max: 'Maximum',
      filename_db: 'Dokument',
      only_search: 'Nur passende Textstellen',
      qa_max_questions: 'Höchstens Fragen',
      qa_exit_phrase: 'Ausstiegswort',
      qa_fallback: 'Ersatzantwort',
      order: 'Reihenfolge',
      survey_name: 'Name des Dialogs',
      welcome_message: 'Begrüßung',
      ending_message: 'Abschluss',
      color: 'Akzentfarbe',
      avatar_name: 'Name des Avatars',
      background_link: 'Hintergrund',
      speed: 'Geschwindigkeit',
      feedback_allowed: 'Feedback erlauben',
      training_mode: 'Trainingsmodus',
      messenger_ui: 'Messenger-Ansicht',
      audio_messages: 'Sprachnachrichten',
      video_messages: 'Videonachrichten',
      notification_sound: 'Benachrichtigungston',
      language: 'Sprache',
      active: 'Live',
    },
    switches: {
      feedback_allowed: 'Feedback erlauben',
      training_mode: 'Trainingsmodus',
      messenger_ui: 'Messenger-Ansicht',
      audio_messages: 'Links auf Audiodateien als Sprachnachricht abspielen',
      video_messages: 'Links auf Videodateien als Videonachricht abspielen',
      notification_sound: 'Benachrichtigungston im Multichat',
    },
  },
  en: {
    names: {
      context: 'Text',
      nachfrage: 'Follow-up question',
      acknowledgement: 'Acknowledgement',
      likert_na: '“No answer”',
      is_end: 'End of dialog',
      position: 'Position',
      start_page: 'Start block',
      type: 'Type',
      options: 'Answer options',
      likert_scale: 'Scale points',
      likert_labels: 'Scale labels',
      min_words: 'Minimum number of words',
      clarify_mode: 'When an answer is unsure',
      clarify_question: 'Clarifying question',
      intent_labels: 'Intent labels',
      min: 'Minimum',
      max: 'Maximum',
      filename_db: 'Document',
      only_search: 'Matching passages only',
      qa_max_questions: 'Maximum questions',
      qa_exit_phrase: 'Exit phrase',
      qa_fallback: 'Fallback answer',
      order: 'Order',
      survey_name: 'Dialog name',
      welcome_message: 'Welcome',
      ending_message: 'Closing',
      color: 'Accent colour',
      avatar_name: 'Avatar name',
      background_link: 'Background',
      speed: 'Speed',
      feedback_allowed: 'Allow feedback',
      training_mode: 'Training mode',
      messenger_ui: 'Messenger view',
      audio_messages: 'Voice messages',
      video_messages: 'Video messages',
      notification_sound: 'Notification sound',
      language: 'Language',
      active: 'Live',
    },
    switches: {
      feedback_allowed: 'Allow feedback',
      training_mode: 'Training mode',
      messenger_ui: 'Messenger view',
      audio_messages: 'Play links to audio files as voice messages',
      video_messages: 'Play links to video files as video messages',
      notification_sound: 'Notification sound in the multichat',
    },
  },
} as const satisfies Record<Language, FieldWords>

/** A field or setting in German words, for the history's subtitles and the engine's messages; an unknown key stays as it is. */
export const fieldLabel = (key: string): string => (FIELD_WORDS.de.names as Record<string, string>)[key] ?? key

/** "Frage 3" for the block at order 2: editors count from one. */
export const blockLabel = (block: Pick<Block, 'order'> | undefined) => (block ? `Frage ${block.order + 1}` : 'Frage')
