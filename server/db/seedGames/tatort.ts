import { type Game, type WalkthroughStep, stepIn } from './gameTypes'
import { brandt } from './tatort/brandt'
import { gaertner } from './tatort/gaertner'
import { haushaelterin } from './tatort/haushaelterin'
import { kellermeisterin } from './tatort/kellermeisterin'
import { neffe } from './tatort/neffe'

/**
 * "Tatort: Tod im Weinkeller", the murder case of /flow (multichat 3, docs/design/multichat.md).
 * The boss, the gardener and the housekeeper are open from the start; their clues open the
 * nephew's and the cellar master's chats, and the nephew's clue is what the confrontation and
 * the accusation wait for. Plot and trigger map: docs/games.md.
 */
export const tatort: Game = {
  multichatId: 3,
  name: 'Tatort',
  dialogs: [brandt, gaertner, haushaelterin, neffe, kellermeisterin],
  triggers: [
    // Clues that open a chat (editor action "startDialog").
    {
      id: 'tatort-neffe-oeffnen',
      kind: 'waitFor',
      startDialog: true,
      from: { dialog: 'gaertner', question: 'g_beobachtung' },
      to: { dialog: 'neffe', question: 'n_start' },
    },
    {
      id: 'tatort-kellermeisterin-oeffnen',
      kind: 'waitFor',
      startDialog: true,
      from: { dialog: 'haushaelterin', question: 'h_brief' },
      to: { dialog: 'kellermeisterin', question: 'k_start' },
    },
    // Holds: the confrontation needs the phone call, the accusation the broken alibi and the call.
    {
      id: 'tatort-konfrontation-telefonat',
      kind: 'waitFor',
      from: { dialog: 'neffe', question: 'n_telefon' },
      to: { dialog: 'kellermeisterin', question: 'k_konfrontation' },
    },
    {
      id: 'tatort-anklage-widerspruch',
      kind: 'waitFor',
      from: { dialog: 'kellermeisterin', question: 'k_widerspruch' },
      to: { dialog: 'brandt', question: 'b_anklage' },
    },
    {
      id: 'tatort-anklage-telefonat',
      kind: 'waitFor',
      from: { dialog: 'neffe', question: 'n_telefon' },
      to: { dialog: 'brandt', question: 'b_anklage' },
    },
  ],
}

/** The ending that solves the case; the other endings of `b_anklage` leave it unsolved. */
export const TATORT_SOLVED = { dialog: 'brandt', question: 'b_geloest' } as const

/**
 * The fewest answers from the start of /flow to the solved ending (the test proves no shorter
 * way exists). Open answers are phrased unlike the training examples, as a player would type them.
 */
export const tatortWalkthrough: WalkthroughStep[] = [
  stepIn(tatort, 'brandt', 'b_start', 'Ich fahre sofort hin.'),
  stepIn(tatort, 'gaertner', 'g_frage', 'Ist Ihnen gestern irgendwas aufgefallen?'),
  stepIn(tatort, 'haushaelterin', 'h_frage', 'Hatte er mit jemandem Streit?'),
  stepIn(tatort, 'neffe', 'n_vorgehen', 'Wo waren Sie gestern zwischen zehn und elf?'),
  stepIn(tatort, 'neffe', 'n_noch', 'Hat Ihr Onkel gestern mit jemandem telefoniert?'),
  stepIn(tatort, 'kellermeisterin', 'k_erste', 'Wo waren Sie gestern zwischen zehn und elf?'),
  stepIn(
    tatort,
    'kellermeisterin',
    'k_konfrontation',
    'Er wollte Sie wegen der falschen Etiketten bei der Weinkontrolle anzeigen',
  ),
  stepIn(tatort, 'brandt', 'b_anklage', 'Sophie Lang, die Kellermeisterin'),
]
