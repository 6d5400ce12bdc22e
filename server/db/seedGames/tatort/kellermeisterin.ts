import type { GameDialog } from '../gameTypes'

/**
 * Suspect 2, the culprit. Her chat opens with the housekeeper's letter. The confrontation
 * (`k_konfrontation`) waits for the nephew's clue; an unclear reproach makes her stonewall and
 * the player tries again, a concrete one breaks her alibi (`k_widerspruch`), which releases the
 * accusation in the lead dialog.
 */
export const kellermeisterin: GameDialog = {
  key: 'kellermeisterin',
  survey_name: 'Tatort: Kellermeisterin Sophie Lang',
  avatar_name: 'Sophie Lang (Kellermeisterin)',
  color: '#5b2333',
  welcome_message: 'Sophie Lang, Kellermeisterin. Sie hat fünf Minuten für Sie.',
  ending_message: 'Sophie Lang spricht nur noch über ihren Anwalt mit Ihnen.',
  blocks: [
    {
      unique_question_id: 'k_start',
      type: 'message',
      context:
        'Im Gärkeller riecht es nach Hefe und Eichenholz. Sophie Lang poliert ein Fass und sieht nicht auf. #1500# „Ich habe zu tun. Fassen Sie sich kurz.“',
    },
    {
      unique_question_id: 'k_erste',
      type: 'single_choice',
      context: 'Ihre erste Frage:',
      options: [
        { id: 'abend', label: 'Wo waren Sie gestern zwischen zehn und elf?' },
        { id: 'chef', label: 'Wie war Ihr Verhältnis zu Herrn Albers?' },
      ],
    },
    {
      unique_question_id: 'k_chef',
      type: 'message',
      context:
        '„Professionell. Er hat vom Wein nichts verstanden, ich schon. Das hat ihm nicht gepasst.“ #1500# Und gestern Abend? „Da war ich zu Hause.“',
    },
    {
      unique_question_id: 'k_abend',
      type: 'message',
      context: '„Zu Hause. Allein. Ich bin um neun gegangen, wie jeden Tag. Sonst noch was?“',
    },
    {
      unique_question_id: 'k_konfrontation',
      type: 'open',
      context: 'Sophie Lang verschränkt die Arme. Womit konfrontieren Sie sie?',
      nachfrage:
        '„Worauf wollen Sie hinaus?“ Nennen Sie ihr einen konkreten Beweis: die grüne Schürze, den Brief an die Weinkontrolle oder das Telefonat.',
      min_words: 2,
      clarify_mode: 'buttons',
      clarify_question: '„Worauf wollen Sie hinaus?“ Welchen Beweis halten Sie ihr vor?',
      intent_labels: {
        schuerze: 'Die grüne Schürze',
        brief: 'Den Brief an die Weinkontrolle',
        telefonat: 'Das Telefonat',
      },
    },
    {
      unique_question_id: 'k_ausweich',
      type: 'message',
      context:
        'Sie lacht kurz auf. „Das ist alles? Beweisen Sie mir erst einmal etwas.“ #1500# Sie brauchen etwas Handfestes.',
    },
    {
      unique_question_id: 'k_schuerze',
      type: 'message',
      context:
        '„Grüne Schürzen tragen hier alle im Keller.“ Doch ihre Stimme zittert, und sie stellt das Poliertuch ab.',
    },
    {
      unique_question_id: 'k_brief',
      type: 'message',
      context: 'Sie wird blass. „Dieser Brief ist nie abgeschickt worden.“ #1500# Sie stockt. Woher weiß sie das?',
    },
    {
      unique_question_id: 'k_telefonat',
      type: 'message',
      context: '„Er hat mich angerufen, ja. Und? Er hat ständig herumgeschrien. Ich war trotzdem zu Hause.“',
    },
    {
      unique_question_id: 'k_widerspruch',
      type: 'message',
      context:
        'Da vibriert Ihr Telefon. Die Spurensicherung: Die Alarmanlage des Weinkellers wurde gestern um 22:14 Uhr ausgeschaltet, mit dem persönlichen Code von Sophie Lang. #2000# Sie halten ihr das Display hin. Sophie Lang starrt auf das Fass. „Ich sage nichts mehr ohne Anwalt.“',
    },
    {
      unique_question_id: 'k_ende',
      type: 'message',
      is_end: true,
      context: 'Sie dreht Ihnen den Rücken zu. Melden Sie Ihrer Chefin, was Sie herausgefunden haben.',
    },
  ],
  jumps: [
    ['k_erste', 'abend', 'k_abend'],
    ['k_erste', 'chef', 'k_chef'],
    ['k_chef', 'default', 'k_konfrontation'],
    ['k_konfrontation', 'schuerze', 'k_schuerze'],
    ['k_konfrontation', 'brief', 'k_brief'],
    ['k_konfrontation', 'telefonat', 'k_telefonat'],
    ['k_konfrontation', 'default', 'k_ausweich'],
    // Stonewalling sends the player back to the same question: try a concrete clue.
    ['k_ausweich', 'default', 'k_konfrontation'],
    ['k_schuerze', 'default', 'k_widerspruch'],
    ['k_brief', 'default', 'k_widerspruch'],
    ['k_telefonat', 'default', 'k_widerspruch'],
  ],
  training: {
    k_konfrontation: {
      schuerze: [
        'Jemand hat Sie mit der grünen Schürze aus dem Keller kommen sehen',
        'Der Gärtner hat eine Person mit grüner Kellerschürze gesehen',
        'Die grüne Schürze',
        'Um halb elf kam jemand in Kellerschürze aus dem Weinkeller',
        'Sie tragen doch immer diese grüne Schürze',
        'Ein Zeuge hat Ihre Schürze gesehen',
        'Die Person am Keller trug Ihre Arbeitskleidung',
        'Mit der Beobachtung des Gärtners',
      ],
      brief: [
        'Der Brief an die Weinkontrolle',
        'Albers wollte Sie wegen der gefälschten Etiketten anzeigen',
        'Wir haben seinen Brief gefunden, er wollte den Etikettenschwindel melden',
        'Sie füllen billigen Wein in teure Flaschen',
        'Der Entwurf aus dem Papierkorb',
        'Er wusste von Ihrem Betrug mit dem Wein',
        'Mit dem Brief',
        'Die Anzeige bei der Weinkontrolle',
        'Sie haben den Wein gepanscht',
      ],
      telefonat: [
        'Er hat Sie gestern angerufen',
        'Das Telefonat gestern Abend',
        'Jonas hat gehört, wie er am Telefon Sophie gesagt hat',
        'Ihr Chef hat Sie am Telefon eine Betrügerin genannt',
        'Er hat mit Ihnen telefoniert und gedroht',
        'Der Anruf',
        'Sie haben gestern mit Albers telefoniert',
        'Am Telefon hat er Ihren Namen genannt',
      ],
    },
  },
}
