import type { BlockInput, SurveyInput } from '@engine/model'

/**
 * The seed games (docs/design/multichat.md: /flow and /aufderflucht) written as plain data. Survey ids are
 * random and only known at seeding, so the content names its dialogs by a stable `key`; the
 * seeder and the tests map keys to survey ids.
 */

/** A block as written in the content: survey and order follow from the dialog and the list. */
export type GameBlock = Omit<BlockInput, 'survey_id' | 'order'>

export interface GameDialog {
  /** Stable name of the dialog inside its game (trigger ends and walkthrough steps use it). */
  key: string
  survey_name: string
  /** The contact's name in the multichat list (docs/product/entities.md avatar name). */
  avatar_name: string
  welcome_message: string
  ending_message: string
  color?: SurveyInput['color']
  blocks: GameBlock[]
  /** Conditional jumps as [source, handle, target]. */
  jumps: [string, string, string][]
  /** Trainieren: example answers per open block and intent handle (at least six each). */
  training?: Record<string, Record<string, string[]>>
}

/** One trigger end: a question of a dialog of the same game. */
export interface GameEnd {
  dialog: string
  question: string
}

/**
 * A trigger in the direction a reader thinks of it: `from` happens, then `to` is affected.
 * waitFor/moveTo are stored on `from` (the source), waitAPI on `to` (the waiting question),
 * docs/product/validation.md; `toTriggerRows` does that translation.
 */
export type GameTrigger =
  | { id: string; kind: 'waitFor'; from: GameEnd; to: GameEnd; startDialog?: boolean }
  | { id: string; kind: 'moveTo'; from: GameEnd; to: GameEnd }
  | { id: string; kind: 'waitAPI'; from: GameEnd; to: GameEnd; release_after_seconds: number }

export interface Game {
  /** Fixed multichat id: /flow is 3, /aufderflucht is 4. */
  multichatId: number
  name: string
  /** Lead dialog first (docs/product/entities.md: the lead is the first by order). */
  dialogs: GameDialog[]
  triggers: GameTrigger[]
}

/** One answer of a walkthrough, as a respondent types it or clicks its option label. */
export interface WalkthroughStep {
  /** Key of the dialog inside the game; its survey id is random, so browser tests find the chat by `order`. */
  dialog: string
  /** Position of the chat in the multichat (0 = lead), as GET /api/multichat/{id} lists contacts. */
  order: number
  /** The chat's contact name (avatar name), as the chat list shows it. */
  contact: string
  unique_question_id: string
  answer: string
}

/** A trigger row as the database and engine/model/trigger.ts hold it. */
export interface TriggerRowInput {
  id: string
  survey_id: string
  unique_question_id: string
  trigger: string
  init_survey: boolean
  release_after_seconds: number | null
}

/** docs/product/validation.md storage direction: waitAPI on its target node, the other kinds on their source node. */
export function toTriggerRows(game: Game, surveyIdOf: (key: string) => string): TriggerRowInput[] {
  return game.triggers.map((t) => {
    const [node, other] = t.kind === 'waitAPI' ? [t.to, t.from] : [t.from, t.to]
    return {
      id: t.id,
      survey_id: surveyIdOf(node.dialog),
      unique_question_id: node.question,
      trigger: `${t.kind};${surveyIdOf(other.dialog)};${other.question}`,
      init_survey: t.kind === 'waitFor' && t.startDialog === true,
      release_after_seconds: t.kind === 'waitAPI' ? t.release_after_seconds : null,
    }
  })
}

/** A walkthrough step from its dialog key; order and contact are looked up so they cannot drift. */
export function stepIn(
  game: Pick<Game, 'dialogs'>,
  dialog: string,
  unique_question_id: string,
  answer: string,
): WalkthroughStep {
  const order = game.dialogs.findIndex((d) => d.key === dialog)
  const found = game.dialogs[order]
  if (!found) throw new Error(`walkthrough names unknown dialog ${dialog}`)
  return { dialog, order, contact: found.avatar_name, unique_question_id, answer }
}
