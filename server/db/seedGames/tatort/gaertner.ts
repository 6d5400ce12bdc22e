import type { GameDialog } from '../gameTypes'

/**
 * Witness 1, open from the start. The open question routes by intent; every way ends at his
 * observation (`g_beobachtung`), which opens the nephew's chat (startDialog in tatort.ts), so
 * no answer can leave the player without the clue.
 */
export const gaertner: GameDialog = {
  key: 'gaertner',
  survey_name: 'Tatort: Gärtner Emil Hartung',
  avatar_name: 'Emil Hartung (Gärtner)',
  color: '#3b7a3b',
  welcome_message: 'Emil Hartung, Gärtner auf dem Weingut Lindenhof.',
  ending_message: 'Emil Hartung geht zurück zu seinen Rebstöcken.',
  blocks: [
    {
      unique_question_id: 'g_start',
      type: 'message',
      context:
        'Der Gärtner wischt sich die erdigen Hände an der Hose ab. #1500# „Sie sind von der Kripo? Schlimme Sache, das mit dem Chef.“',
    },
    {
      unique_question_id: 'g_frage',
      type: 'open',
      context: 'Was fragen Sie den Gärtner?',
      nachfrage:
        'Hartung runzelt die Stirn. „Wie meinen Sie das? Wollen Sie wissen, wo ich gestern Abend war, was ich gesehen habe oder wie der Chef so war?“',
      min_words: 3,
      // docs/games.md "Asking back": an unsure question gets the likely ones as buttons, in the player's words.
      clarify_mode: 'buttons',
      clarify_question: 'Hartung runzelt die Stirn. „Meinen Sie das?“',
      intent_labels: {
        alibi: 'Wo waren Sie gestern Abend?',
        beobachtung: 'Ist Ihnen etwas aufgefallen?',
        opfer: 'Wie war Ihr Chef so?',
      },
    },
    {
      unique_question_id: 'g_alibi',
      type: 'message',
      context:
        '„Ich war bis halb elf im Gewächshaus und habe die Setzlinge gegossen. Dann hat mich meine Frau abgeholt. Fragen Sie sie ruhig.“',
    },
    {
      unique_question_id: 'g_opfer',
      type: 'message',
      context:
        '„Streng war er, aber gerecht. In letzter Zeit war er misstrauisch. Er saß nachts im Büro und hat Lieferscheine nachgezählt.“',
    },
    {
      unique_question_id: 'g_ausweich',
      type: 'message',
      context: '„Ich bin nur der Gärtner, ich weiß von nichts.“ #1500# Er zögert.',
    },
    {
      unique_question_id: 'g_beobachtung',
      type: 'message',
      context:
        '„Da ist noch was. Gegen halb elf kam jemand aus dem Weinkeller. Gesicht hab ich keins gesehen, es war dunkel. Aber die Person trug eine grüne Kellerschürze.“ #2000# „Und vorher, so gegen acht, hat der Neffe mit dem Chef gestritten. Laut. Ums Geld, glaube ich.“',
    },
    {
      unique_question_id: 'g_abschied',
      type: 'single_choice',
      context: 'Hartung sieht Sie abwartend an.',
      options: [
        { id: 'danke', label: 'Danke, Sie haben uns sehr geholfen.' },
        { id: 'bereit', label: 'Halten Sie sich zu unserer Verfügung.' },
      ],
    },
    {
      unique_question_id: 'g_ende',
      type: 'message',
      is_end: true,
      context: '„Ich bin hier, wo soll ich auch hin. Die Reben warten nicht.“',
    },
  ],
  jumps: [
    ['g_frage', 'alibi', 'g_alibi'],
    ['g_frage', 'beobachtung', 'g_beobachtung'],
    ['g_frage', 'opfer', 'g_opfer'],
    ['g_frage', 'default', 'g_ausweich'],
    ['g_alibi', 'default', 'g_beobachtung'],
    ['g_opfer', 'default', 'g_beobachtung'],
  ],
  training: {
    g_frage: {
      alibi: [
        'Wo waren Sie gestern Abend?',
        'Wo waren Sie zwischen zehn und elf Uhr?',
        'Haben Sie ein Alibi?',
        'Was haben Sie gestern Abend gemacht?',
        'Kann jemand bestätigen, wo Sie waren?',
        'Wo waren Sie zur Tatzeit?',
        'Erzählen Sie mir, was Sie gestern Nacht getan haben',
        'Waren Sie gestern Abend hier auf dem Hof?',
      ],
      beobachtung: [
        'Haben Sie etwas gesehen?',
        'Ist Ihnen gestern etwas Verdächtiges aufgefallen?',
        'Haben Sie jemanden beim Weinkeller beobachtet?',
        'Haben Sie gestern Nacht etwas gehört oder bemerkt?',
        'Was ist Ihnen aufgefallen?',
        'Gab es gestern etwas Ungewöhnliches?',
        'Wer war gestern Abend am Keller?',
        'Haben Sie jemanden kommen oder gehen sehen?',
      ],
      opfer: [
        'Wie war Herr Albers so?',
        'Wie war Ihr Verhältnis zum Chef?',
        'Was war Konrad Albers für ein Mensch?',
        'Hatte der Chef Feinde?',
        'Wie sind Sie mit Ihrem Chef ausgekommen?',
        'Erzählen Sie mir etwas über das Opfer',
        'War Ihr Chef in letzter Zeit anders als sonst?',
        'Mochten Sie Herrn Albers?',
      ],
    },
  },
}
