import type { GameDialog } from '../gameTypes'

/**
 * Witness 2, open from the start. Whatever the player asks, she ends up showing the unsent
 * letter (`h_brief`), which opens the cellar master's chat (startDialog in tatort.ts).
 */
export const haushaelterin: GameDialog = {
  key: 'haushaelterin',
  survey_name: 'Tatort: Haushälterin Greta Voss',
  avatar_name: 'Greta Voss (Haushälterin)',
  color: '#8a5a44',
  welcome_message: 'Greta Voss, Haushälterin im Gutshaus.',
  ending_message: 'Greta Voss schließt leise die Küchentür.',
  blocks: [
    {
      unique_question_id: 'h_start',
      type: 'message',
      context:
        'Greta Voss öffnet die Küchentür nur einen Spalt. Ihre Augen sind verweint. #1500# „Kommen Sie rein. Ich habe die ganze Nacht kein Auge zugetan.“',
    },
    {
      unique_question_id: 'h_frage',
      type: 'open',
      context: 'Was möchten Sie von Frau Voss wissen?',
      nachfrage:
        '„Entschuldigung, ich bin ganz durcheinander.“ Fragen Sie nach Streit, nach dem gestrigen Abend des Opfers oder danach, wo sie selbst war.',
      min_words: 3,
      clarify_mode: 'buttons',
      clarify_question: '„Entschuldigung, ich bin ganz durcheinander. Meinen Sie das?“',
      intent_labels: {
        streit: 'Hatte er Streit mit jemandem?',
        abend: 'Wie lief sein letzter Abend?',
        alibi: 'Wo waren Sie selbst?',
      },
    },
    {
      unique_question_id: 'h_streit',
      type: 'message',
      context:
        '„Streit? Der Chef hat sich mit jedem angelegt. Zuletzt mit seinem Neffen, wegen dessen Schulden. Und mit dem Keller war er auch unzufrieden.“',
    },
    {
      unique_question_id: 'h_abend',
      type: 'message',
      context:
        '„Nach dem Abendessen saß er im Büro über Rechnungen. Er war wütend, hat mit der Faust auf den Tisch geschlagen. Um zehn ist er runter in den Keller.“',
    },
    {
      unique_question_id: 'h_alibi',
      type: 'message',
      context:
        '„Ich? Ich war oben in meiner Kammer und habe Radio gehört. Um zehn lag ich im Bett. Einen Kellerschlüssel hatte ich nie.“',
    },
    {
      unique_question_id: 'h_ausweich',
      type: 'message',
      context:
        '„Ich weiß nicht, was Sie hören wollen.“ Sie knetet ihre Schürze. #1500# „Aber eines sollten Sie sehen.“',
    },
    {
      unique_question_id: 'h_brief',
      type: 'message',
      context:
        'Sie zieht einen zerknitterten Brief aus der Schürzentasche. #1500# „Den habe ich heute früh im Papierkorb gefunden.“ #2000# Ein Entwurf an die Weinkontrolle: Albers wollte melden, dass in seinem Keller billiger Fasswein in Flaschen mit teuren Etiketten gefüllt wird. Unterschrieben hat er ihn nie.',
    },
    {
      unique_question_id: 'h_naechste',
      type: 'single_choice',
      context: 'Ihre nächste Frage:',
      options: [
        { id: 'schluessel', label: 'Wer hat einen Schlüssel zum Keller?' },
        { id: 'mitwisser', label: 'Wusste noch jemand von dem Brief?' },
      ],
    },
    {
      unique_question_id: 'h_mitwisser',
      type: 'message',
      context:
        '„Der Neffe bestimmt nicht, der interessiert sich nur fürs Erbe. Aber im Keller, da führt der Chef nicht allein das Regiment …“',
    },
    {
      unique_question_id: 'h_schluessel',
      type: 'message',
      context: '„Nur der Chef und die Kellermeisterin, Sophie Lang. Die trägt im Keller immer ihre grüne Schürze.“',
    },
    {
      unique_question_id: 'h_ende',
      type: 'message',
      is_end: true,
      context: '„Finden Sie, wer das getan hat. Er hatte so etwas nicht verdient.“',
    },
  ],
  jumps: [
    ['h_frage', 'streit', 'h_streit'],
    ['h_frage', 'abend', 'h_abend'],
    ['h_frage', 'alibi', 'h_alibi'],
    ['h_frage', 'default', 'h_ausweich'],
    ['h_streit', 'default', 'h_brief'],
    ['h_abend', 'default', 'h_brief'],
    ['h_alibi', 'default', 'h_brief'],
    ['h_naechste', 'schluessel', 'h_schluessel'],
    ['h_naechste', 'mitwisser', 'h_mitwisser'],
  ],
  training: {
    h_frage: {
      streit: [
        'Hatte Herr Albers Streit mit jemandem?',
        'Gab es in letzter Zeit Ärger?',
        'Mit wem hat er sich gestritten?',
        'Hatte er Feinde?',
        'Wer war wütend auf ihn?',
        'Gab es Konflikte auf dem Weingut?',
        'Hat sich jemand mit dem Chef angelegt?',
        'Wer könnte ihm etwas Böses wollen?',
        'Wer mochte ihn nicht?',
      ],
      abend: [
        'Was hat Herr Albers gestern Abend gemacht?',
        'Wann haben Sie ihn zuletzt gesehen?',
        'Wie lief der gestrige Abend ab?',
        'Was hat er nach dem Abendessen getan?',
        'Wann ist er in den Keller gegangen?',
        'Erzählen Sie mir von seinem letzten Abend',
        'Wie war er gestern drauf?',
        'Was ist gestern Abend im Haus passiert?',
        'Was war gestern Abend los?',
      ],
      alibi: [
        'Wo waren Sie gestern Abend?',
        'Wo waren Sie selbst zur Tatzeit?',
        'Haben Sie ein Alibi?',
        'Was haben Sie zwischen zehn und elf gemacht?',
        'Kann jemand bezeugen, wo Sie waren?',
        'Waren Sie gestern Nacht im Haus?',
        'Und was haben Sie gestern gemacht?',
        'Hatten Sie einen Schlüssel zum Keller?',
      ],
    },
  },
}
