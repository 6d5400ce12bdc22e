import type { CheckedDialog } from './checkDialog'
import type { DeadReason, Problem, Severity, TextField } from './Problem'

/** How a text names what a problem is about; the caller knows the dialogs (labels "Block 3", dialog names, option labels). */
export interface ProblemNames {
  block(survey_id: string, unique_question_id: string): string
  /** An option's label (a choice block), else the value as it is (likert points, numbers). */
  option(survey_id: string, unique_question_id: string, value: string): string
  dialog(survey_id: string): string
}

type Of<K extends Problem['kind']> = Extract<Problem, { kind: K }>
type Describe = { [K in Problem['kind']]: (p: Of<K>, b: string, names: ProblemNames) => string }

interface Words {
  /** A block by its place, as the canvas labels it ("Frage 3"). */
  blockLabel: (n: number) => string
  severity: Readonly<Record<Severity, string>>
  /** A short title per kind, for the list's grouping and the canvas mark's tooltip. */
  titles: Readonly<Record<Problem['kind'], string>>
  fields: Readonly<Record<TextField, string>>
  describe: Describe
}

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`
/** At most this many values are named; the rest are counted. */
const NAMED = 5
const some = (items: readonly string[], and: string, more: (n: number) => string) =>
  items.length <= NAMED ? list(items, and) : `${items.slice(0, NAMED).join(', ')} ${more(items.length - NAMED)}`

const de: Words = {
  blockLabel: (n) => `Frage ${n}`,
  severity: { error: 'Fehler', warning: 'Warnung', hint: 'Hinweis' },
  titles: {
    unreachable: 'Nicht erreichbar',
    ends_without_end: 'Ende ohne Endblock',
    no_way_out: 'Schleife ohne Ausweg',
    option_without_jump: 'Antworten ohne Sprung',
    jump_never_fires: 'Sprung greift nie',
    few_examples: 'Zu wenige Beispiele',
    examples_misrouted: 'Beispiele landen woanders',
    intent_without_jump: 'Absicht ohne Sprung',
    empty_text: 'Leerer Text',
    long_text: 'Langer Text',
    nachfrage_missing: 'Nachfrage fehlt',
    trigger_dangling: 'Trigger ins Leere',
    trigger_never_fires: 'Trigger löst nie aus',
    multichat_unreachable: 'Im Multichat nicht erreichbar',
    multichat_stuck: 'Wartet für immer',
  },
  fields: {
    context: 'Der Text',
    nachfrage: 'Die Nachfrage',
    acknowledgement: 'Die Bestätigung',
    option: 'Eine Antwortoption',
    clarify_question: 'Die Rückfrage',
  },
  describe: {
    unreachable: (_p, b) => `${b} wird von keinem Weg erreicht: weder vom Start noch über einen Sprung oder Trigger.`,
    ends_without_end: (_p, b) =>
      `Nach ${b} kommt kein Block mehr: der Dialog endet dort ohne Endblock. Als Endblock markieren oder einen Sprung setzen.`,
    no_way_out: (p, _b, n) =>
      `${list(
        p.blocks.map((id) => n.block(p.survey_id, id)),
        'und',
      )} führen nur zueinander: wer hineinkommt, kommt nie zum Ende.${p.escapes ? ' Nur eine KI-Endbedingung oder ein Trigger kann den Dialog dort beenden.' : ''}`,
    option_without_jump: (p, b, n) =>
      `${b}: ${some(
        p.values.map((v) => `„${n.option(p.survey_id, p.block ?? '', v)}“`),
        'und',
        (k) => `und ${k} weitere`,
      )} ohne eigenen Sprung und ohne Standard-Sprung: diese Antworten gehen zum nächsten Block nach Reihenfolge.`,
    jump_never_fires: (p, b) => deadDe[p.reason](p, b),
    few_examples: (p, b) =>
      `Absicht „${p.handle}“ in ${b} hat ${p.examples === 0 ? 'keine Beispiele' : p.examples === 1 ? 'nur 1 Beispiel' : `nur ${p.examples} Beispiele`}; mindestens ${p.min} sind empfohlen.`,
    examples_misrouted: (p, b) =>
      `${p.misrouted} von ${p.examples} Beispielen der Absicht „${p.handle}“ in ${b} landen in der Kreuzvalidierung woanders, die meisten bei „${p.to}“.`,
    intent_without_jump: (p, b) =>
      `${b} hat Beispiele oder eine Beschriftung für „${p.handle}“, aber keinen Sprung mit dieser Absicht.`,
    empty_text: (p, b, n) =>
      p.field === 'option'
        ? `${b}: Antwortoption „${n.option(p.survey_id, p.block ?? '', p.option ?? '')}“ hat keine Beschriftung.`
        : `${b}: ${de.fields[p.field]} ist leer.`,
    long_text: (p, b) =>
      `${b}: ${de.fields[p.field]} hat eine Sprechblase mit ${p.length} Zeichen (empfohlen höchstens ${p.max}). ${p.field === 'option' ? 'Kürzer fassen.' : 'Mit einer Pause (#1500#) teilen.'}`,
    nachfrage_missing: (p, b) =>
      p.mode === 'nachfrage'
        ? `${b} hat keine Nachfrage: unsichere Antworten nehmen sofort den Standard-Sprung.`
        : p.mode === 'buttons'
          ? `${b} hat keine Nachfrage: „Etwas anderes“ nimmt sofort den Standard-Sprung.`
          : `${b} hat keine Nachfrage: zu kurze Antworten werden trotz Mindestanzahl Wörter angenommen.`,
    trigger_dangling: (p, _b, n) =>
      p.missing === 'dialog'
        ? `Ein Trigger zeigt auf einen Dialog, der nicht (mehr) verbunden ist (${p.end.survey_id}).`
        : `Ein Trigger zeigt auf eine gelöschte Frage (${p.end.unique_question_id}) in ${n.dialog(p.end.survey_id)}.`,
    trigger_never_fires: (_p, b) => `Der Trigger von ${b} löst nie aus: die Frage wird im Multichat nie beantwortet.`,
    multichat_unreachable: (_p, b) => `${b} wird im Multichat nie erreicht: kein Start und kein Trigger führt dorthin.`,
    multichat_stuck: (p, b, n) =>
      `${b} wartet auf ${list(
        p.waitsFor.map((e) => n.block(e.survey_id, e.unique_question_id)),
        'und',
      )}, die im Multichat nie beantwortet werden: Befragte warten dort für immer.`,
  },
}

const deadDe: Record<DeadReason, (p: Of<'jump_never_fires'>, b: string) => string> = {
  shadowed: (p, b) => `Sprung „${p.handle}“ von ${b} greift nie: „${p.by}“ davor fängt dieselben Antworten ab.`,
  no_value: (p, b) => `Sprung „${p.handle}“ von ${b} passt zu keiner möglichen Antwort.`,
  end_block: (p, b) => `Sprung „${p.handle}“ von ${b} greift nie: nach einem Endblock endet der Dialog.`,
  type: (p, b) => `Sprung „${p.handle}“ von ${b} greift nie: dieser Blocktyp nimmt nur den Standard-Sprung.`,
  covered: (_p, b) => `Der Standard-Sprung von ${b} greift nie: jede Antwort hat einen eigenen Sprung.`,
}

const en: Words = {
  blockLabel: (n) => `Question ${n}`,
  severity: { error: 'Error', warning: 'Warning', hint: 'Hint' },
  titles: {
    unreachable: 'Unreachable',
    ends_without_end: 'Ends without end block',
    no_way_out: 'Loop with no way out',
    option_without_jump: 'Answers without a jump',
    jump_never_fires: 'Jump never fires',
    few_examples: 'Too few examples',
    examples_misrouted: 'Examples routed elsewhere',
    intent_without_jump: 'Intent without a jump',
    empty_text: 'Empty text',
    long_text: 'Long text',
    nachfrage_missing: 'Follow-up question missing',
    trigger_dangling: 'Trigger into nothing',
    trigger_never_fires: 'Trigger never fires',
    multichat_unreachable: 'Not reached in the multichat',
    multichat_stuck: 'Waits forever',
  },
  fields: {
    context: 'The text',
    nachfrage: 'The follow-up question',
    acknowledgement: 'The acknowledgement',
    option: 'An answer option',
    clarify_question: 'The clarifying question',
  },
  describe: {
    unreachable: (_p, b) => `${b} is reached by no path: not from the start, nor by a jump or a trigger.`,
    ends_without_end: (_p, b) =>
      `No block comes after ${b}: the dialog ends there without an end block. Mark it as an end block or add a jump.`,
    no_way_out: (p, _b, n) =>
      `${list(
        p.blocks.map((id) => n.block(p.survey_id, id)),
        'and',
      )} lead only to each other: whoever gets in never reaches the end.${p.escapes ? ' Only an AI exit condition or a trigger can end the dialog there.' : ''}`,
    option_without_jump: (p, b, n) =>
      `${b}: ${some(
        p.values.map((v) => `“${n.option(p.survey_id, p.block ?? '', v)}”`),
        'and',
        (k) => `and ${k} more`,
      )} without a jump of their own and no default jump: these answers go to the next block by order.`,
    jump_never_fires: (p, b) => deadEn[p.reason](p, b),
    few_examples: (p, b) =>
      `Intent “${p.handle}” in ${b} has ${p.examples === 0 ? 'no examples' : p.examples === 1 ? 'only 1 example' : `only ${p.examples} examples`}; at least ${p.min} are recommended.`,
    examples_misrouted: (p, b) =>
      `${p.misrouted} of ${p.examples} examples of intent “${p.handle}” in ${b} are routed elsewhere in cross-validation, most to “${p.to}”.`,
    intent_without_jump: (p, b) => `${b} has examples or a label for “${p.handle}”, but no jump with that intent.`,
    empty_text: (p, b, n) =>
      p.field === 'option'
        ? `${b}: answer option “${n.option(p.survey_id, p.block ?? '', p.option ?? '')}” has no label.`
        : `${b}: ${en.fields[p.field].toLowerCase()} is empty.`,
    long_text: (p, b) =>
      `${b}: ${en.fields[p.field].toLowerCase()} has a bubble of ${p.length} characters (at most ${p.max} recommended). ${p.field === 'option' ? 'Shorten it.' : 'Split it with a pause (#1500#).'}`,
    nachfrage_missing: (p, b) =>
      p.mode === 'nachfrage'
        ? `${b} has no follow-up question: unsure answers take the default jump at once.`
        : p.mode === 'buttons'
          ? `${b} has no follow-up question: “Something else” takes the default jump at once.`
          : `${b} has no follow-up question: answers that are too short are accepted despite the minimum word count.`,
    trigger_dangling: (p, _b, n) =>
      p.missing === 'dialog'
        ? `A trigger points to a dialog that is not connected (any more) (${p.end.survey_id}).`
        : `A trigger points to a deleted question (${p.end.unique_question_id}) in ${n.dialog(p.end.survey_id)}.`,
    trigger_never_fires: (_p, b) => `The trigger of ${b} never fires: the question is never answered in the multichat.`,
    multichat_unreachable: (_p, b) => `${b} is never reached in the multichat: no start and no trigger leads there.`,
    multichat_stuck: (p, b, n) =>
      `${b} waits for ${list(
        p.waitsFor.map((e) => n.block(e.survey_id, e.unique_question_id)),
        'and',
      )}, never answered in the multichat: respondents wait there forever.`,
  },
}

const deadEn: Record<DeadReason, (p: Of<'jump_never_fires'>, b: string) => string> = {
  shadowed: (p, b) => `Jump “${p.handle}” of ${b} never fires: “${p.by}” before it takes the same answers.`,
  no_value: (p, b) => `Jump “${p.handle}” of ${b} matches no possible answer.`,
  end_block: (p, b) => `Jump “${p.handle}” of ${b} never fires: after an end block the dialog ends.`,
  type: (p, b) => `Jump “${p.handle}” of ${b} never fires: this block type takes only the default jump.`,
  covered: (_p, b) => `The default jump of ${b} never fires: every answer has a jump of its own.`,
}

/**
 * The one catalogue of the checks' words, German and English (as FIELD_WORDS is for fields): the
 * configurator's and the multichat editor's "Prüfen" list (src/i18n `checks`) and the server's
 * warnings when a dialog is switched live take their texts from here.
 */
export const CHECK_WORDS = { de, en } as const

/**
 * Names for the problems of one dialog: its blocks by place ("Frage 3"), its options by label.
 * Other dialogs (a trigger's far end) are named by their id.
 */
export function namesOf(doc: Pick<CheckedDialog, 'survey' | 'blocks'>, language: 'de' | 'en' = 'de'): ProblemNames {
  const words = CHECK_WORDS[language]
  const own = (survey_id: string) => survey_id === doc.survey.survey_id
  return {
    block: (survey_id, id) => {
      const block = own(survey_id) ? doc.blocks.get(id) : undefined
      return block ? words.blockLabel(block.order + 1) : id
    },
    option: (survey_id, id, value) =>
      (own(survey_id) &&
        doc.blocks
          .get(id)
          ?.options?.find((o) => o.id === value)
          ?.label.trim()) ||
      value,
    dialog: (survey_id) => (own(survey_id) ? doc.survey.survey_name : survey_id),
  }
}

/** A problem in words: `language` 'de' or 'en'. */
export function describeProblem(problem: Problem, names: ProblemNames, language: 'de' | 'en' = 'de'): string {
  const words = CHECK_WORDS[language]
  const b = problem.block === null ? words.titles[problem.kind] : names.block(problem.survey_id, problem.block)
  return (words.describe[problem.kind] as (p: Problem, b: string, n: ProblemNames) => string)(problem, b, names)
}
