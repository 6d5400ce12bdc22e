import type { GameDialog } from '../gameTypes'

/**
 * The unknown number: a smuggler posing as a police officer. Trusting him ends the game (his
 * `u_falle` moves the lead dialog to its trap ending, aufDerFlucht.ts); asking a test question
 * gives the clue that he is lying.
 */
export const unbekannt: GameDialog = {
  key: 'unbekannt',
  survey_name: 'Auf der Flucht: Unbekannte Nummer',
  avatar_name: 'Unbekannte Nummer',
  color: '#555555',
  welcome_message: 'Eine unbekannte Nummer hat dir geschrieben.',
  ending_message: 'Dieser Kontakt ist nicht mehr erreichbar.',
  blocks: [
    {
      unique_question_id: 'u_start',
      type: 'message',
      context:
        'Ich weiß, wer du bist und was du bei dir trägst. #1500# Ich bin Kommissar bei der Wasserschutzpolizei, und ich glaube dir. Komm zum Busbahnhof, ich bringe dich in Sicherheit.',
    },
    {
      unique_question_id: 'u_antwort',
      type: 'single_choice',
      context: 'Was antwortest du?',
      options: [
        { id: 'trauen', label: 'Okay. Ich komme zum Busbahnhof.' },
        { id: 'pruefen', label: 'Wenn du Polizist bist: Wie heißt meine Anwältin?' },
        { id: 'blockieren', label: 'Netter Versuch. Ich blockiere dich.' },
      ],
    },
    {
      unique_question_id: 'u_pruefen',
      type: 'message',
      context:
        '„Nora Falk, Kanzlei am Fischmarkt.“ #1500# Woher weiß er das? Nora hat deinen Fall erst seit heute Abend. Davon weiß nur, wer deine Personalakte bei der Spedition gelesen hat.',
    },
    {
      unique_question_id: 'u_falle',
      type: 'message',
      is_end: true,
      context:
        'Am Busbahnhof hält ein dunkler Wagen. Zwei Männer steigen aus, keine Polizisten. Einer trägt die Jacke der Spedition.',
    },
    {
      unique_question_id: 'u_blockiert',
      type: 'message',
      is_end: true,
      context: 'Du blockierst die Nummer. Dein Herz klopft trotzdem bis zum Hals.',
    },
  ],
  jumps: [
    ['u_antwort', 'trauen', 'u_falle'],
    ['u_antwort', 'pruefen', 'u_pruefen'],
    ['u_antwort', 'blockieren', 'u_blockiert'],
    // After the test question the player decides again, now knowing he lies.
    ['u_pruefen', 'default', 'u_antwort'],
  ],
}
