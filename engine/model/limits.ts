/**
 * How big one dialog and one edit request may be (issue #27, docs/product/constants.md "Dialog
 * size"). Chosen from what real dialogs need: the seeded games' dialogs have at most 11 blocks
 * (server/db/seedGames), the largest dialog the product is measured with 2,000
 * (docs/benchmarks.md); the bounds leave more than twice that and keep one request's work small
 * (bench/bounds/run.ts).
 * The server answers a request past a bound with 413 and the code named here, and writes nothing.
 */

/** Blocks one dialog may hold; a change that would go past it is `too_many_blocks`. */
export const MAX_BLOCKS_PER_DIALOG = 5_000

/**
 * Jumps one dialog may hold, and one /structure call may send (`too_many_connections`): four per
 * block at the block bound.
 */
export const MAX_CONNECTIONS_PER_DIALOG = 20_000

/**
 * Sub-changes one restore may hold (`too_many_changes`): a restore of a whole 2,000-block dialog
 * is a create or delete, perhaps a move and a few field edits per block, and its jumps. The body
 * limit of 1 MB (server/app.ts) allows about 13,000 of the smallest sub-changes, so this bound
 * is what a request of small ones meets.
 */
export const MAX_CHANGES_PER_RESTORE = 10_000

/** Options of one choice block and labels of one likert block (400 `invalid_input` naming the field, like a text past its length). */
export const MAX_CHOICE_OPTIONS = 200
export const MAX_LIKERT_LABELS = 20

/** The clarifying question of an open block, one intent's button label, and labels per block (docs/nlu.md "Clarifying question"). */
export const MAX_CLARIFY_QUESTION = 500
export const MAX_INTENT_LABEL = 80
export const MAX_INTENT_LABELS = 200

/**
 * Dialogs one multichat may connect (`too_many_dialogs`) and triggers it may hold
 * (`too_many_triggers`). Every chat turn of a game reads each of its dialogs' conversations and
 * answers with each chat, and releases its holds by going over its triggers, so a game's size is
 * what each respondent's turn costs. The seeded games have 5 dialogs and 5 triggers.
 */
export const MAX_DIALOGS_PER_MULTICHAT = 50
export const MAX_TRIGGERS_PER_MULTICHAT = 500

/**
 * Answers one respondent may give in one dialog (`too_many_turns`): every answer stores its
 * transcript rows, and a script sending the same answer again and again wrote without end (an
 * outside probe: 5,000 answers in 22 s, a 13 MB transcript). The seeded dialogs end within 20;
 * a long interview with follow-ups and questions of its own stays far below.
 */
export const MAX_TURNS_PER_CONVERSATION = 1_000
