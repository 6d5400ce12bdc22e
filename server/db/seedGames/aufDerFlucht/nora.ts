import type { GameDialog } from '../gameTypes'

/**
 * Lead dialog of "Auf der Flucht": the player's lawyer. The way out of the city is an open
 * question (river or road). The river hands over to Kalle (moveTo in aufDerFlucht.ts); while
 * the player is on the way, Nora idles in a small loop (`n_status`) until Kalle's chat moves her
 * on to the handover (`n_treffpunkt`). The trap of the unknown number moves her to `n_falle`.
 */
export const nora: GameDialog = {
  key: 'nora',
  survey_name: 'Auf der Flucht: Anwältin Nora Falk',
  avatar_name: 'Nora Falk (Anwältin)',
  color: '#2d5d7b',
  welcome_message: 'Nora Falk, Strafverteidigerin. Verschlüsselter Chat.',
  ending_message: 'Ende. Mit „Neu starten“ kannst du einen anderen Weg versuchen.',
  blocks: [
    {
      unique_question_id: 'n_intro',
      type: 'message',
      context:
        'Endlich meldest du dich! #1500# Hör zu: Die Polizei sucht dich wegen des Mordes an Hafenmeister Olsen. Ich weiß, dass du es nicht warst. Du hast die Frachtlisten kopiert, die den Schmuggel der Spedition beweisen, und genau deshalb hängen sie dir das an. #2000# Staatsanwältin Weber will die Speicherkarte sehen, noch heute Nacht. Aber die Leute der Spedition suchen dich auch.',
    },
    {
      unique_question_id: 'n_weg',
      type: 'open',
      context: 'Wie willst du aus der Stadt raus?',
      nachfrage: 'Ich brauche eine klare Antwort: übers Wasser oder über die Straße?',
      min_words: 2,
      clarify_mode: 'buttons',
      clarify_question: 'Sag schon, wie?',
      intent_labels: { fluss: 'Übers Wasser', strasse: 'Über die Straße' },
    },
    {
      unique_question_id: 'n_unklar',
      type: 'message',
      context:
        'Dann entscheide ich: An allen Brücken stehen Kontrollen, über die Straße kommst du nicht weit. Du nimmst den Fluss.',
    },
    {
      unique_question_id: 'n_fluss',
      type: 'message',
      context:
        'Gut. Kalle, der alte Fährmann, schuldet mir noch einen Gefallen. Ich rufe ihn an. #1500# Schreib ihm, er weiß dann Bescheid.',
    },
    {
      unique_question_id: 'n_status',
      type: 'single_choice',
      context: 'Melde dich, sobald du auf der anderen Seite bist.',
      options: [{ id: 'unterwegs', label: 'Bin unterwegs.' }],
    },
    {
      unique_question_id: 'n_unterwegs',
      type: 'message',
      context: 'Gut. Ich halte die Staatsanwältin so lange hin. Schreib nur, wenn es nötig ist.',
    },
    {
      unique_question_id: 'n_treffpunkt',
      type: 'single_choice',
      context:
        'Kalle sagt, du bist drüben. Gott sei Dank! #1500# Staatsanwältin Weber kommt persönlich. Wo übergibst du ihr die Speicherkarte?',
      options: [
        { id: 'kapelle', label: 'In der Kapelle am Deich.' },
        { id: 'tankstelle', label: 'An der Tankstelle an der Landstraße.' },
      ],
    },
    {
      unique_question_id: 'n_geschafft',
      type: 'message',
      is_end: true,
      context:
        'In der Kapelle brennt eine einzige Kerze. Staatsanwältin Weber nimmt die Speicherkarte entgegen und steckt sie in einen Umschlag. #1500# „Das reicht für zwanzig Durchsuchungsbeschlüsse“, sagt sie. #2000# Bei Sonnenaufgang stürmt die Polizei das Lager der Spedition. Der Haftbefehl gegen dich wird aufgehoben. Du bist frei.',
    },
    {
      unique_question_id: 'n_tankstelle',
      type: 'message',
      is_end: true,
      context:
        'An der Tankstelle stehen zwei dunkle Wagen mit laufendem Motor. Als du aus dem Schatten trittst, gehen die Scheinwerfer an. #1500# Die Staatsanwältin kommt zehn Minuten zu spät. Von dir und der Speicherkarte fehlt jede Spur.',
    },
    {
      unique_question_id: 'n_strasse',
      type: 'message',
      is_end: true,
      context:
        'Über die Straße? Das ist riskant … #1500# Zwanzig Minuten später: Blaulicht vor der Brücke, eine Kontrolle. Du wirst festgenommen. Die Speicherkarte landet in einer Asservatenkiste und ist am nächsten Morgen verschwunden.',
    },
    {
      unique_question_id: 'n_falle',
      type: 'message',
      is_end: true,
      context:
        'Wo bist du? Du antwortest nicht … #1500# Drei Tage später findet man deinen Rucksack am Busbahnhof. Die Speicherkarte ist weg, und der Schmuggel im Hafen geht weiter.',
    },
  ],
  jumps: [
    ['n_weg', 'fluss', 'n_fluss'],
    ['n_weg', 'strasse', 'n_strasse'],
    ['n_weg', 'default', 'n_unklar'],
    ['n_status', 'unterwegs', 'n_unterwegs'],
    // Nora waits for Kalle's handover: answering her only loops back to the same question.
    ['n_unterwegs', 'default', 'n_status'],
    ['n_treffpunkt', 'kapelle', 'n_geschafft'],
    ['n_treffpunkt', 'tankstelle', 'n_tankstelle'],
  ],
  training: {
    n_weg: {
      fluss: [
        'Mit dem Boot über den Fluss',
        'Übers Wasser',
        'Ich nehme ein Boot',
        'Über den Fluss, da sucht mich keiner',
        'Mit der Fähre auf die andere Seite',
        'Zur Not schwimme ich rüber',
        'Auf dem Wasserweg',
        'Jemand mit einem Kahn soll mich übersetzen',
      ],
      strasse: [
        'Mit dem Auto über die Brücke',
        'Ich nehme den Bus',
        'Über die Landstraße',
        'Ich fahre mit dem Wagen raus',
        'Mit dem Zug',
        'Per Anhalter über die Autobahn',
        'Zu Fuß über die Brücke',
        'Mit dem Fahrrad die Straße entlang',
        'Ich rufe mir ein Taxi',
      ],
    },
  },
}
