import type { GameDialog } from '../gameTypes'

/**
 * Suspect 1, the obvious one (red herring). His chat opens with the gardener's observation.
 * Every way ends at the overheard phone call (`n_telefon`), the clue that releases the
 * confrontation of the cellar master and the accusation (waitFor in tatort.ts).
 */
export const neffe: GameDialog = {
  key: 'neffe',
  survey_name: 'Tatort: Neffe Jonas Albers',
  avatar_name: 'Jonas Albers (Neffe)',
  color: '#7a3b69',
  welcome_message: 'Jonas Albers, Neffe des Toten. Er wartet schon auf Sie.',
  ending_message: 'Jonas Albers ist offline.',
  blocks: [
    {
      unique_question_id: 'n_start',
      type: 'message',
      context:
        'Jonas Albers, 29, lehnt mit verschränkten Armen am Hoftor. #1500# „Ich weiß schon, was Sie denken. Der Neffe mit den Schulden, der erbt. Praktisch, oder?“',
    },
    {
      unique_question_id: 'n_vorgehen',
      type: 'single_choice',
      context: 'Wie gehen Sie vor?',
      options: [
        { id: 'alibi', label: 'Wo waren Sie gestern zwischen zehn und elf?' },
        { id: 'streit', label: 'Worum ging es bei Ihrem Streit mit Ihrem Onkel?' },
      ],
    },
    {
      unique_question_id: 'n_streit',
      type: 'message',
      context:
        '„Um Geld, ja. Ich wollte einen Vorschuss aufs Erbe. Er hat mich vom Hof gejagt. Aber umgebracht hab ich ihn nicht!“',
    },
    {
      unique_question_id: 'n_alibi',
      type: 'message',
      context:
        '„Ab neun war ich im Dorfkrug, bis der Wirt um Mitternacht zugesperrt hat. Fragen Sie das halbe Dorf.“ #2000# Ein kurzer Anruf beim Wirt bestätigt es: Jonas saß den ganzen Abend am Tresen.',
    },
    {
      unique_question_id: 'n_noch',
      type: 'single_choice',
      context: 'Noch etwas?',
      options: [
        { id: 'telefon', label: 'Hat Ihr Onkel gestern mit jemandem telefoniert?' },
        { id: 'fertig', label: 'Das war alles. Bleiben Sie erreichbar.' },
      ],
    },
    {
      unique_question_id: 'n_zurueck',
      type: 'message',
      context: 'Sie wenden sich zum Gehen. „Warten Sie!“, ruft Jonas. „Da ist noch etwas.“',
    },
    {
      unique_question_id: 'n_telefon',
      type: 'message',
      context:
        '„Als ich gestern rausgeflogen bin, hat er noch telefoniert. Ich hab nur einen Satz gehört: ‚Du hast mich lange genug betrogen, Sophie. Morgen erfährt es die Weinkontrolle.‘“',
    },
    {
      unique_question_id: 'n_ende',
      type: 'message',
      is_end: true,
      context:
        'Jonas vergräbt die Hände in den Taschen. „Finden Sie, wer es war. Ich will nicht, dass die Leute mich ewig so ansehen.“',
    },
  ],
  jumps: [
    ['n_vorgehen', 'alibi', 'n_alibi'],
    ['n_vorgehen', 'streit', 'n_streit'],
    ['n_streit', 'default', 'n_alibi'],
    ['n_noch', 'telefon', 'n_telefon'],
    ['n_noch', 'fertig', 'n_zurueck'],
  ],
}
