import { z } from 'zod'

/** A module flag of docs/product/entities.md: 0 disables the matching tab. */
const ModuleFlag = z.union([z.literal(0), z.literal(1)])

export const Language = z.enum(['de', 'en'])
export type Language = z.infer<typeof Language>

/** docs/product/constants.md: default speed 0.5, default language de. */
export const DEFAULT_SPEED = 0.5
export const DEFAULT_LANGUAGE: Language = 'de'

export const SurveyId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'URL-sichere Kennung erwartet')
export type SurveyId = z.infer<typeof SurveyId>

/** A survey (dialog) with its settings, docs/product/entities.md. Blocks live in their own schema. */
export const Survey = z.object({
  survey_id: SurveyId,
  survey_id_int: z.number().int().positive(),
  survey_name: z.string().min(1).max(200),
  language: Language.default(DEFAULT_LANGUAGE),
  welcome_message: z.string().max(20_000).default(''),
  ending_message: z.string().max(20_000).default(''),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
  avatar_name: z.string().max(100).default(''),
  background_link: z.string().max(2000).default(''),
  speed: z.number().min(0).max(10).default(DEFAULT_SPEED),
  feedback_allowed: z.boolean().default(false),
  training_mode: z.boolean().default(false),
  messenger_ui: z.boolean().default(true),
  /** docs/product/entities.md client config: bot links to audio/video files play as voice/video messages. */
  audio_messages: z.boolean().default(false),
  video_messages: z.boolean().default(false),
  /** Multichat: a short tone when a message arrives in a chat that is not open. */
  notification_sound: z.boolean().default(true),
  active: z.boolean().default(false),
  live_switch: ModuleFlag.default(1),
  bearbeiten: ModuleFlag.default(1),
  intrance: ModuleFlag.default(1),
  testen: ModuleFlag.default(1),
  analyse: ModuleFlag.default(1),
})
export type Survey = z.infer<typeof Survey>

/** The settings that are on or off. */
type OnOffSetting = { [K in keyof Survey]: Survey[K] extends boolean ? K : never }[keyof Survey]

/**
 * The respondent settings (docs/runtime.md "Respondent settings"): on/off switches of what a
 * respondent sees, each one undoable edit (`updateConfig`). The one list the settings panel shows,
 * the change kind `config` accepts, `GET /api/get_config` answers and the catalogue of field words
 * names (`FIELD_WORDS` in engine/commands/labels.ts); docs/contributing.md#a-new-respondent-setting.
 */
export const RESPONDENT_FLAGS = [
  'feedback_allowed',
  'training_mode',
  'messenger_ui',
  'audio_messages',
  'video_messages',
  'notification_sound',
] as const satisfies readonly OnOffSetting[]
export type RespondentFlag = (typeof RESPONDENT_FLAGS)[number]
export type SurveyInput = z.input<typeof Survey>
