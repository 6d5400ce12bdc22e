import { type Game, type WalkthroughStep, stepIn } from './gameTypes'
import { kalle } from './aufDerFlucht/kalle'
import { nora } from './aufDerFlucht/nora'
import { unbekannt } from './aufDerFlucht/unbekannt'

/**
 * "Auf der Flucht", the chase of /aufderflucht (multichat 4, docs/design/multichat.md). All three
 * chats are open from the start; the story moves between them by moveTo hand-overs, and the
 * river crossing waits for a helicopter (waitAPI released by a timer). Plot and trigger map:
 * docs/games.md.
 */
export const aufDerFlucht: Game = {
  multichatId: 4,
  name: 'Auf der Flucht',
  dialogs: [nora, kalle, unbekannt],
  triggers: [
    // Nora calls Kalle: his chat leaves its refusal loop and gives the meeting point.
    {
      id: 'flucht-kalle-auftrag',
      kind: 'moveTo',
      from: { dialog: 'nora', question: 'n_fluss' },
      to: { dialog: 'kalle', question: 'k_auftrag' },
    },
    // Across the river: Nora's chat leaves its waiting loop for the handover.
    {
      id: 'flucht-nora-treffpunkt',
      kind: 'moveTo',
      from: { dialog: 'kalle', question: 'k_drueben' },
      to: { dialog: 'nora', question: 'n_treffpunkt' },
    },
    // Trusting the unknown number ends the game in the lead dialog.
    {
      id: 'flucht-nora-falle',
      kind: 'moveTo',
      from: { dialog: 'unbekannt', question: 'u_falle' },
      to: { dialog: 'nora', question: 'n_falle' },
    },
    // The helicopter: a game server may send the signal, otherwise the timer does after 20 s.
    {
      id: 'flucht-hubschrauber',
      kind: 'waitAPI',
      from: { dialog: 'kalle', question: 'k_hubschrauber' },
      to: { dialog: 'kalle', question: 'k_los' },
      release_after_seconds: 20,
    },
  ],
}

/** The ending in which the evidence reaches the prosecutor. */
export const FLUCHT_SOLVED = { dialog: 'nora', question: 'n_geschafft' } as const

/** The fewest answers from the start of /aufderflucht to the good ending (proved by the test). */
export const aufDerFluchtWalkthrough: WalkthroughStep[] = [
  stepIn(aufDerFlucht, 'nora', 'n_weg', 'Ich versuche es mit einem Boot über den Fluss'),
  stepIn(aufDerFlucht, 'kalle', 'k_anlegestelle', 'Ich bin an der Anlegestelle.'),
  stepIn(aufDerFlucht, 'kalle', 'k_los', 'Jetzt! Ins Boot.'),
  stepIn(aufDerFlucht, 'kalle', 'k_drueben', 'Danke, Kalle. Ich schulde dir was.'),
  stepIn(aufDerFlucht, 'nora', 'n_treffpunkt', 'In der Kapelle am Deich.'),
]
