import type { GameDialog } from '../gameTypes'

/**
 * The ferryman. Until Nora calls him he turns the player away (a loop at `k_warte`); Nora's
 * moveTo then carries his chat to `k_auftrag`. The crossing waits for the helicopter to leave
 * (`k_los`, a waitAPI trigger released by a 20 s timer), and finishing `k_drueben` moves Nora
 * to the handover. His warning about the petrol station is the clue for the right meeting point.
 */
export const kalle: GameDialog = {
  key: 'kalle',
  survey_name: 'Auf der Flucht: Fährmann Kalle',
  avatar_name: 'Kalle (Fährmann)',
  color: '#4a6b3a',
  welcome_message: 'Kalle. Fährmann seit vierzig Jahren.',
  ending_message: 'Kalle ist offline.',
  blocks: [
    {
      unique_question_id: 'k_start',
      type: 'message',
      context: 'Kalle hier. Wer schreibt mir mitten in der Nacht?',
    },
    {
      unique_question_id: 'k_warte',
      type: 'single_choice',
      context: 'Was willst du?',
      options: [{ id: 'boot', label: 'Ich brauche ein Boot über den Fluss.' }],
    },
    {
      unique_question_id: 'k_abgewiesen',
      type: 'message',
      context: '„Nachts fahr ich niemanden. Höchstens, wenn Nora Falk für dich bürgt.“ #1500# Kalle hat aufgelegt.',
    },
    {
      unique_question_id: 'k_auftrag',
      type: 'message',
      context:
        'Nora hat angerufen. Na gut. #1500# Alte Anlegestelle hinterm Schilf, unter den Weiden. Zehn Minuten. Kein Licht, kein Handy am Ohr.',
    },
    {
      unique_question_id: 'k_anlegestelle',
      type: 'single_choice',
      context: 'Bist du da?',
      options: [{ id: 'da', label: 'Ich bin an der Anlegestelle.' }],
    },
    {
      unique_question_id: 'k_hubschrauber',
      type: 'message',
      context:
        'Runter! Hörst du das? Ein Hubschrauber mit Suchscheinwerfer, genau über uns. #1500# Duck dich ins Schilf und rühr dich nicht.',
    },
    {
      unique_question_id: 'k_los',
      type: 'single_choice',
      context: 'Der Hubschrauber kreist noch … warte auf mein Zeichen. Wenn er abdreht, musst du schnell sein.',
      options: [
        { id: 'springen', label: 'Jetzt! Ins Boot.' },
        { id: 'warten', label: 'Noch einen Moment liegen bleiben.' },
      ],
    },
    {
      unique_question_id: 'k_geduld',
      type: 'message',
      context: 'Ihr wartet noch eine Minute im kalten Schlick. Dann ist es still. Kalle winkt dich ins Boot.',
    },
    {
      unique_question_id: 'k_ueberfahrt',
      type: 'message',
      context:
        'Der Motor tuckert leise, Nebel liegt auf dem Wasser. #1500# „Eins noch“, brummt Kalle. „An der Tankstelle an der Landstraße stehen seit einer Stunde zwei dunkle Wagen. Die warten nicht auf Benzin.“ #2000# Nach zehn Minuten knirscht der Kiel auf Kies. Du bist drüben.',
    },
    {
      unique_question_id: 'k_drueben',
      type: 'single_choice',
      context: 'Kalle hält dir die Hand hin.',
      options: [
        { id: 'danke', label: 'Danke, Kalle. Ich schulde dir was.' },
        { id: 'schweigen', label: 'Du hast mich nie gesehen, klar?' },
      ],
    },
    {
      unique_question_id: 'k_abschied',
      type: 'message',
      is_end: true,
      context: 'Kalle tippt an seine Mütze und verschwindet im Nebel.',
    },
  ],
  jumps: [
    // Without Nora's call Kalle refuses, and the player is back at his question.
    ['k_abgewiesen', 'default', 'k_warte'],
    ['k_los', 'springen', 'k_ueberfahrt'],
    ['k_los', 'warten', 'k_geduld'],
  ],
}
