import type { GameDialog } from '../gameTypes'

/**
 * Lead dialog of "Tatort": the player's boss. The game starts and ends here; the accusation
 * (`b_anklage`) is held back by waitFor triggers until the key clues are found (tatort.ts), and
 * each suspect leads to its own ending, only one of them solves the case.
 */
export const brandt: GameDialog = {
  key: 'brandt',
  survey_name: 'Tatort: Hauptkommissarin Brandt',
  avatar_name: 'Hauptkommissarin Brandt',
  color: '#1f4e79',
  welcome_message: 'Hauptkommissarin Renate Brandt ist online.',
  ending_message: 'Ende der Ermittlung. Mit „Neu starten“ rollen Sie den Fall noch einmal auf.',
  blocks: [
    {
      unique_question_id: 'b_intro',
      type: 'message',
      context:
        'Guten Morgen. Tut mir leid, dass ich Sie so früh anrufe. #1500# Weingut Lindenhof: Konrad Albers, der Besitzer, liegt tot in seinem Weinkeller. Erschlagen, gestern Abend zwischen zehn und elf Uhr. #2000# Sie übernehmen die Befragungen. Ich halte Ihnen den Rücken frei.',
    },
    {
      unique_question_id: 'b_start',
      type: 'single_choice',
      context: 'Sind Sie bereit?',
      options: [
        { id: 'los', label: 'Ich fahre sofort hin.' },
        { id: 'fakten', label: 'Was wissen wir schon?' },
      ],
    },
    {
      unique_question_id: 'b_fakten',
      type: 'message',
      context:
        'Keine Einbruchsspuren, die Kellertür war abgeschlossen. Wer ihn getötet hat, kannte sich aus und hatte einen Schlüssel. Die Tatwaffe fehlt.',
    },
    {
      unique_question_id: 'b_auftrag',
      type: 'message',
      context:
        'Reden Sie zuerst mit dem Gärtner und der Haushälterin, die beiden sind schon auf dem Hof. Ergibt sich eine neue Spur, melden sich weitere Kontakte bei Ihnen. #1500# Ich will nur eines von Ihnen hören: einen Namen.',
    },
    {
      unique_question_id: 'b_anklage',
      type: 'single_choice',
      context: 'Sobald die Beweise reichen, melden Sie sich. Dann will ich wissen: Wen nehmen wir fest?',
      options: [
        { id: 'kellermeisterin', label: 'Sophie Lang, die Kellermeisterin' },
        { id: 'neffe', label: 'Jonas Albers, den Neffen' },
        { id: 'haushaelterin', label: 'Greta Voss, die Haushälterin' },
        { id: 'gaertner', label: 'Emil Hartung, den Gärtner' },
      ],
    },
    {
      unique_question_id: 'b_geloest',
      type: 'message',
      is_end: true,
      context:
        'Volltreffer. Im Verhör bricht Sophie Lang zusammen. #1500# Seit zwei Jahren hat sie billigen Fasswein in Flaschen mit teuren Etiketten gefüllt. Albers kam dahinter und wollte sie bei der Weinkontrolle melden. Sie hat ihn im Keller zur Rede gestellt, er drohte, sie schlug zu. #2000# Die Tatwaffe, einen eisernen Fassheber, finden wir im Trester. Gute Arbeit. Der Fall ist gelöst.',
    },
    {
      unique_question_id: 'b_neffe',
      type: 'message',
      is_end: true,
      context:
        'Wir nehmen Jonas Albers fest. Am nächsten Morgen steht der Wirt vom Dorfkrug mit einem Dutzend Zeugen vor dem Präsidium: Jonas saß den ganzen Abend am Tresen. #1500# Wir müssen ihn laufen lassen. Und die Kellermeisterin hat sich in der Zwischenzeit ins Ausland abgesetzt. Der Fall bleibt ungelöst.',
    },
    {
      unique_question_id: 'b_haushaelterin',
      type: 'message',
      is_end: true,
      context:
        'Greta Voss weint im Verhör, aber vor Kummer, nicht aus Schuld. Sie hatte nie einen Schlüssel zum Keller. #1500# Nach drei Tagen stellt der Staatsanwalt das Verfahren ein. Wer Konrad Albers erschlagen hat, erfahren wir nie.',
    },
    {
      unique_question_id: 'b_gaertner',
      type: 'message',
      is_end: true,
      context:
        'Emil Hartung? Seine Frau hat ihn um halb elf am Gewächshaus abgeholt, die Nachbarn haben beide gesehen. #1500# Die Zeitung titelt „Kripo verhaftet den Gärtner“, und die halbe Stadt lacht über uns. Der Fall bleibt ungelöst.',
    },
  ],
  jumps: [
    ['b_start', 'los', 'b_auftrag'],
    ['b_start', 'fakten', 'b_fakten'],
    ['b_anklage', 'kellermeisterin', 'b_geloest'],
    ['b_anklage', 'neffe', 'b_neffe'],
    ['b_anklage', 'haushaelterin', 'b_haushaelterin'],
    ['b_anklage', 'gaertner', 'b_gaertner'],
  ],
}
