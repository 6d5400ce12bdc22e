// Blind test set for intent routing, written without seeing the router, its lexicon, its
// benchmark answers or its failures. Never tune on it: it is evaluated, not learned from.
//
// Existing blocks (isNew: false) keep question, intent handles and editor examples exactly as
// configured; the answers are new. New blocks (isNew: true) have editor-style examples and answers
// written for this set. `ambiguous: true` marks answers a careful human could not assign to one
// intent; the right outcome for those is a follow-up question (the intent they are filed under is
// only a best guess).

export interface BlindAnswer {
  text: string
  ambiguous: boolean
  register: Register
}
export type Register =
  | 'formal'
  | 'colloquial'
  | 'dialect'
  | 'typos'
  | 'emoji'
  | 'sarcasm'
  | 'story'
  | 'litotes'
  | 'negation'
  | 'short'
  | 'mixed'
export interface BlindIntent {
  examples: string[]
  answers: BlindAnswer[]
}
export interface BlindBlock {
  id: string
  question: string
  isNew: boolean
  intents: Record<string, BlindIntent>
}

export const BLIND_DATASET: BlindBlock[] = [
  {
    id: 'zufriedenheit',
    question: 'Wie zufrieden waren Sie mit Ihrem letzten Einkauf bei uns?',
    isNew: false,
    intents: {
      zufrieden: {
        examples: [
          'Sehr zufrieden',
          'Alles bestens, danke',
          'Ich war begeistert',
          'Gut, hat alles geklappt',
          'Super Erfahrung',
          'Rundum zufrieden',
        ],
        answers: [
          {
            text: 'Ich bin mit dem Einkauf in jeder Hinsicht sehr einverstanden gewesen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Bestellung verlief reibungslos, ich habe nichts zu beanstanden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Top, würd ich sofort wieder so machen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Lief wie am Schnürchen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Echt klasse, hat Spaß gemacht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Passt scho, war subba',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des war richtig guad, do kauf i wieder',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Isch alles tiptop gsi, merci',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'war echt toll alles kam heil an danke',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'sher gut gelaufen, gerne widder',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👍👍👍',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '😍🛍️ einfach klasse',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Leider nichts zum Meckern gefunden, und ich meckere echt gern 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich hatte erst Bedenken, weil ich das erste Mal online Schuhe gekauft habe. Die Größe passte dann aber perfekt und das Paket war schon am nächsten Tag da. Also ich bin absolut glücklich damit.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Meine Tochter hatte Geburtstag und ich war spät dran mit dem Geschenk. Ihr habt es trotzdem rechtzeitig geschafft und sie hat sich riesig gefreut. Daumen hoch!',
            ambiguous: false,
            register: 'story',
          },
          {
            text: "Da gibt's wirklich nichts zu meckern",
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Hätte kaum besser laufen können',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Keinerlei Probleme, gar nichts auszusetzen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Kann mich nicht beklagen, im Gegenteil',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Prima',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Spitze',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Alles easy, fast delivery, top Ware 👌',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eigentlich ganz gut, nur die Verpackung war ein bisschen viel',
            ambiguous: true,
            register: 'mixed',
          },
        ],
      },
      unzufrieden: {
        examples: [
          'Gar nicht zufrieden',
          'Das war schlecht',
          'Ich bin enttäuscht',
          'Unzufrieden, es gab Probleme',
          'Sehr ärgerlich',
          'Nie wieder',
        ],
        answers: [
          {
            text: 'Leider entsprach der Einkauf überhaupt nicht meinen Erwartungen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich bin mit der Abwicklung äußerst unglücklich und erwäge eine Beschwerde.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Totaler Reinfall',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Mega ärgerlich, Ware kaputt und keiner meldet sich',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das war ein Griff ins Klo',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des war a Schmarrn, echt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dat weer nix, gor nix',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Det war ja wohl janz mies',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'totla mist, paket war beschedigt und niemand hilft',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'ganz schlim, nie meher bei euch',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😡😡',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '👎 Ware defekt 🤬',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Toll, drei Wochen gewartet und dann die falsche Farbe. Bravo 👏',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ganz großes Kino, zweimal reklamiert und immer noch kein Geld zurück',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe eine Jacke bestellt, die angeblich wasserdicht ist. Beim ersten Regen war ich klatschnass und der Reißverschluss ist auch schon ab. Das Geld hätte ich mir sparen können.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Mein Paket wurde als zugestellt markiert, war aber nie da. Der Kundendienst hat mich fünfmal vertröstet. So etwas habe ich selten erlebt, ich bin richtig sauer.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'War nicht gerade das Gelbe vom Ei, um es höflich zu sagen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Hätte kaum schlimmer laufen können',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Überhaupt nicht glücklich damit',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nein, das hat alles nicht funktioniert',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Mies',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Katastrophe',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Honestly, ziemlicher Fail. Nie more.',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Das isch gar nöd guet gsi, ich bi hässig',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      teils: {
        examples: [
          'Geht so',
          'Teils teils',
          'Es war okay',
          'Mittelmäßig',
          'Manches gut, manches schlecht',
          'Durchschnittlich',
        ],
        answers: [
          {
            text: 'Insgesamt durchwachsen: die Ware war in Ordnung, die Lieferung jedoch verspätet.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich würde sagen, der Einkauf war zufriedenstellend, aber nicht mehr.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'So lala',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Joa, ganz passabel halt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Nix Besonderes, aber auch nix Schlimmes',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Scho recht, aber ned überragend',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Gohd so, net schlecht net guet',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Na ja, war so'n bisschen zwischendrin",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ging so, produkt ok aber versant langsam',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'halb halb wuerd ich sagen',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😐',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤷‍♀️ so mittel',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Na ja, kein Weltuntergang, aber auch kein Feuerwerk',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Die Hose passt eigentlich gut, aber die Farbe sieht anders aus als auf dem Foto. Und bei der Lieferung hat es auch gedauert. Unterm Strich kann man damit leben, mehr aber nicht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich habe drei Sachen bestellt. Zwei waren toll, eine musste ich zurückschicken, was ziemlich umständlich war. Also gemischte Gefühle.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht schlecht, aber auch nicht wirklich gut',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht unzufrieden, aber begeistert bin ich auch nicht',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Weder richtig gut noch richtig schlecht',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Solala',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Mittel',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Meh, war alright, nix special',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eigentlich ganz gut, obwohl, na ja, weiß nicht',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Hmm, weiß nicht genau, eher so mittel, vielleicht doch gut',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'empfehlung',
    question: 'Würden Sie uns Freunden und Bekannten weiterempfehlen?',
    isNew: false,
    intents: {
      ja: {
        examples: [
          'Ja',
          'Ja, auf jeden Fall',
          'Klar, gerne',
          'Ja, habe ich schon gemacht',
          'Sicher',
          'Natürlich würde ich das',
        ],
        answers: [
          {
            text: 'Selbstverständlich, ich spreche gern eine Empfehlung aus.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das würde ich ohne Zögern tun.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Logo',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hab meiner Schwester schon den Link geschickt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Jo, mach ich doch glatt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Freilich, warum ned',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo mei, scho',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, dat moak ik',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'jaa defintiv',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'auf jedenfal, mach ich imer wieder',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👍',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '💯🙌',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Nein, ich behalte so gute Läden natürlich lieber für mich 😉 Quatsch, klar empfehle ich euch.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Meine Kollegen haben mich neulich gefragt, wo ich meine Tasche herhabe. Ich habe ihnen sofort euren Namen genannt. Also das mache ich eh schon.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich war anfangs skeptisch, weil ich von euch noch nie gehört hatte. Inzwischen bin ich Stammkundin und erzähle es jedem, der fragt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Da spricht nichts dagegen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Ich wüsste nicht, warum ich es nicht tun sollte',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Warum nicht, klar doch',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Würde es niemandem vorenthalten',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Absolut',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Definitiv',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Yes, hundertpro',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ja, wenn jemand fragt, dann schon, aber von mir aus erzähl ich das eher nicht',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Sicher, das mach ich gärn',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      nein: {
        examples: [
          'Nein',
          'Eher nicht',
          'Auf keinen Fall',
          'Nein, würde ich nicht',
          'Bestimmt nicht',
          'Nein, dafür war es zu schlecht',
        ],
        answers: [
          {
            text: 'Davon würde ich eher absehen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Eine Empfehlung kann ich Ihnen leider nicht aussprechen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Nee, lieber nicht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Würd ich meinen Freunden nicht antun',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Never ever',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Naa, des mach i ned',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Noi, sicher ned',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Nö, dat lass ik',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'nee sicher nihct',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'wuerde ich keinem rahten',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👎👎',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🙅‍♂️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Klar, meinen schlimmsten Feinden vielleicht 😏',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Na sicher, damit die sich auch drei Wochen über ein kaputtes Paket ärgern können',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe meinem Nachbarn mal von euch erzählt, und er hatte dann denselben Ärger mit der Rücksendung wie ich. Der redet seitdem kaum noch mit mir. Das passiert mir nicht noch einmal.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Meine Erfahrungen waren leider durchwachsen bis schlecht, vor allem mit dem Support. Ich möchte nicht, dass Bekannte das Gleiche erleben. Deshalb eher Finger weg.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich würde nicht gerade dafür werben',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Eher würde ich davon abraten',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Auf gar keinen Fall',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nö',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Niemals',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nope, sorry, no way',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eher so naja, würde jetzt nicht aktiv Werbung machen',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      weiss_nicht: {
        examples: [
          'Weiß ich nicht',
          'Vielleicht',
          'Kommt darauf an',
          'Bin mir nicht sicher',
          'Keine Ahnung',
          'Mal sehen',
        ],
        answers: [
          {
            text: 'Das kann ich zum jetzigen Zeitpunkt noch nicht beurteilen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das hängt vom jeweiligen Bedarf meiner Bekannten ab.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Hm, schwer zu sagen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Muss ich mir noch überlegen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Je nachdem, wer fragt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Mei, wer woaß',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Kommt drauf a, gell',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Weeß ick nich so jenau',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'weis nich so genau',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'hmm evtl, mal gucken',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🤔',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤷‍♂️🤷‍♂️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Frag mich nochmal, wenn die nächste Bestellung angekommen ist 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe erst einmal bei euch bestellt und die Ware ist noch nicht lange im Gebrauch. Wenn sie sich hält, dann schon, sonst eher nicht. Das kann ich ehrlich noch nicht sagen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Meine Freunde kaufen meistens ganz andere Sachen als ich. Ob das für die passt, kann ich nicht einschätzen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich würde nicht ausschließen, dass ich das mal tue',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Weder ja noch nein',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich kann das weder zu- noch absagen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Vllt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Eventuell',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Maybe, mal schauen',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eher schon, aber weiß nicht',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'verbesserung',
    question: 'Was sollten wir als Erstes verbessern?',
    isNew: false,
    intents: {
      preis: {
        examples: [
          'Den Preis',
          'Es ist zu teuer',
          'Günstigere Preise',
          'Die Kosten sind zu hoch',
          'Billiger werden',
          'Mehr Rabatte',
        ],
        answers: [
          {
            text: 'Die Preisgestaltung erscheint mir im Vergleich zur Konkurrenz deutlich überhöht.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich würde mir ein faireres Preis-Leistungs-Verhältnis wünschen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Runter mit den Preisen!',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das Zeug kostet echt ein Vermögen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Mal ein paar Gutscheine oder Angebote wären nice',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Des is ois vui z'teuer",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Z'viel Geld für des, was ma kriegt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Det kostet ja 'n Arm und 'n Bein bei euch",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'die preisse sind echt heftig',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'alles koster zu vile',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '💸💸💸',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '💰😭 mein Konto weint',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Vielleicht nicht bei jedem Einkauf mein halbes Monatsgehalt verlangen? 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe dieselbe Kaffeemaschine letzte Woche im Elektromarkt gesehen, für fast 40 Euro weniger. Da habe ich mich schon geärgert. Bei dem Aufschlag kaufe ich lieber woanders.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Eigentlich bin ich mit allem zufrieden, die Ware ist gut und kommt schnell. Aber wenn ich am Monatsende auf die Abbuchung schaue, wird mir schwindelig. Da müsst ihr ran.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Preiswert ist anders',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Ein Schnäppchen ist es nicht gerade',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht so happige Summen verlangen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Die Ware ist nicht schlecht, aber keiner will so viel dafür zahlen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Preise',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Kosten',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Pricing, ganz klar, viel zu expensive',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Preis-Leistung stimmt irgendwie nicht',
            ambiguous: true,
            register: 'mixed',
          },
          {
            text: "Es isch eifach z'tüür",
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      qualitaet: {
        examples: [
          'Die Qualität',
          'Die Produkte gehen schnell kaputt',
          'Bessere Verarbeitung',
          'Hochwertigeres Material',
          'Weniger Mängel',
          'Die Produktqualität',
        ],
        answers: [
          {
            text: 'Die Langlebigkeit der Artikel lässt leider zu wünschen übrig.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich würde mir eine sorgfältigere Endkontrolle der Ware wünschen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das Zeug hält einfach nicht lange',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Nach zwei Wochen war die Naht schon offen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Die Sachen fühlen sich billig an',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des Glump geht glei hi',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des isch alles so a Klump, hebt nix',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dat Tüüch is na een Mol woschen all utnanner',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'die sachn sind nach ein paar mal benutzen schon hinüber',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'shclechte nähte, knöpfe fallen ab',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🧵💔 nach einer Wäsche hin',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🗑️ Ware taugt nix',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich liebe es, wenn der Griff schon beim Auspacken abbricht. Spart Zeit 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Toll, Wegwerfprodukte, genau was die Umwelt braucht',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe mir letzten Monat eine Pfanne bei euch gekauft. Nach drei Wochen löst sich schon die Beschichtung und alles brennt an. Preis und Lieferung waren okay, aber die Ware selbst muss einfach robuster werden.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Mein Sohn hat zu Weihnachten ein Spielzeugauto bekommen. Am zweiten Tag war ein Rad ab, und das bei einem Kind, das wirklich vorsichtig spielt. Da sollte man bei der Herstellung genauer hinschauen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Das hält nicht gerade ewig',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht mehr so einen Ramsch verkaufen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Dinge, die nicht sofort zerbrechen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Haltbarkeit',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Stoffe',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Quality, die Teile sind echt cheap gemacht',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Dass die Ware nicht schon beschädigt bei mir ankommt',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      service: {
        examples: [
          'Den Kundenservice',
          'Freundlichere Mitarbeiter',
          'Bessere Beratung',
          'Die Hotline ist nie erreichbar',
          'Schnellere Antworten vom Support',
          'Das Personal',
        ],
        answers: [
          {
            text: 'Die Erreichbarkeit und Kompetenz Ihrer Ansprechpartner sollte verbessert werden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich wünsche mir einen zuvorkommenderen Umgang mit Reklamationen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Leute am Telefon sind echt pampig',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Man hängt ewig in der Warteschleife',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Auf meine Mail hat nie jemand geantwortet',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'De Leid im Lodn san so grantig',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Die hen koi Ahnung, wenn ma was frogt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Die am Telefon sind ja ma total unjefällig',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'kundendinst antwortet nie auf mails',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'die im chat haben keine anung',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📞❌ keiner geht ran',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '😤 Mitarbeiter im Laden unhöflich',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich fand es super, 45 Minuten Warteschleifenmusik zu hören. Ein echtes Konzerterlebnis 🎶',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Die Verkäuferin war so hilfsbereit, sie hat mich komplett ignoriert',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich wollte eine Rücksendung anmelden und habe drei verschiedene Auskünfte bekommen. Am Ende wusste keiner, wer zuständig ist. Da muss dringend jemand geschult werden.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Im Laden wollte ich mich zu einer Waschmaschine informieren. Der Verkäufer hat nur auf sein Handy geschaut und gemeint, ich soll im Internet nachlesen. So gewinnt man keine Kunden.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Die Leute am Schalter sind nicht gerade die Hilfsbereitesten',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Niemand fühlt sich zuständig, keiner hilft',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht immer so unfreundlich zu Kunden sein',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ansprechpartner',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Erreichbarkeit',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Customer Care, die reagieren null',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Die Rücksendungen, das ist alles so umständlich',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: "D'Lüüt am Telefon sind nöd so fründlich",
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      lieferung: {
        examples: [
          'Die Lieferung',
          'Schnellerer Versand',
          'Die Lieferzeit ist zu lang',
          'Pünktliche Zustellung',
          'Das Paket kam zu spät',
          'Kürzere Wartezeit',
        ],
        answers: [
          {
            text: 'Die Versanddauer sollte deutlich verkürzt werden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Es wäre wünschenswert, wenn Sendungen zum angekündigten Termin eintreffen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich warte immer ewig auf meine Bestellung',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Der Bote wirft das Zeug einfach irgendwo hin',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das Tracking stimmt nie',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des dauert ewig, bis des Zeig do is',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Bis des Gläfferle kommt, isch Weihnachte vorbei',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dat duurt ja ewig, bit dat ankümmt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'bestellung kommt imemr erst nach 2 wochen',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'sendnung war ewig unterwegs',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📦🐌',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🚚⏳⏳⏳',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Meine Bestellung ist wohl zu Fuß unterwegs, schon seit zwei Wochen 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Super, dass der Kurier immer klingelt, wenn ich gerade nicht zu Hause bin, und dann nie wieder kommt',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe am Montag bestellt, weil ich die Sachen am Wochenende für eine Feier brauchte. Angekommen ist alles am Dienstag darauf. Die Ware war gut, aber da hilft sie mir auch nichts mehr.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Bei meiner letzten Bestellung kam eine Hälfte nach drei Tagen und der Rest zwei Wochen später. Ich musste dauernd nachfragen, wo der zweite Karton bleibt. Das Verschicken muss einfach flotter und zuverlässiger gehen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Das Tempo beim Verschicken ist nicht gerade rekordverdächtig',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht immer so lange brauchen, bis die Ware da ist',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Keine Sendungen mehr beim Nachbarn ablegen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Versanddauer',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Zustellzeit',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Shipping dauert way too long',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Es dauert bei euch einfach alles so lange',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Die ganze Abwicklung nach der Bestellung',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'kuendigung',
    question: 'Schade! Was ist der Hauptgrund für Ihre Kündigung?',
    isNew: false,
    intents: {
      zu_teuer: {
        examples: [
          'Zu teuer',
          'Der Preis ist mir zu hoch',
          'Ich kann es mir nicht mehr leisten',
          'Der Beitrag wurde erhöht',
          'Ich muss sparen',
          'Es ist das Geld nicht wert',
        ],
        answers: [
          {
            text: 'Die monatlichen Gebühren übersteigen mittlerweile mein Budget.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Nach der letzten Tariferhöhung steht der Aufwand in keinem Verhältnis mehr zum Nutzen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ist mir einfach zu happig geworden',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das Geld brauch ich gerade für wichtigere Sachen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Bei der Konkurrenz krieg ich das für die Hälfte',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Des is ma z'teier worn",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Des koschd mi z'viel, i muss schaffe fürs Geld",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dat is mi to düür',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'kann mir das nich mehr leistn',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'zu vile geld jeden monat',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '💸😩',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '💰❌',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Klar, für den Preis bekomme ich ja auch jeden Monat ein goldenes Ticket, oder? 🙄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich bin seit drei Jahren Kundin und war eigentlich immer zufrieden. Aber jetzt ist mein Mann in Kurzarbeit und wir müssen jeden Euro umdrehen. Da fällt das leider weg.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Letzten Monat kam der Brief mit der neuen Abbuchung, wieder fünf Euro mehr. Ich habe mir dann mal ausgerechnet, was mich das im Jahr kostet. Da war die Entscheidung schnell klar.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ein Schnäppchen ist das nicht mehr',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht mehr bezahlbar für mich',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich nutze es gern, aber nicht für diesen Preis',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Kosten',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Teuer',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Leider zu pricey geworden, sorry',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Service war ok, aber die Erhöhung war mir echt zu krass',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Lohnt sich für mich irgendwie nicht mehr',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      umzug: {
        examples: [
          'Ich ziehe um',
          'Umzug',
          'Ich wohne bald in einer anderen Stadt',
          'Ich gehe ins Ausland',
          'Neuer Wohnort',
          'Wir sind umgezogen',
        ],
        answers: [
          {
            text: 'Ich verlege meinen Wohnsitz ins Ausland.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Aufgrund eines beruflichen Wechsels ziehe ich nach München.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: "Bin weggezogen, gibt's da wo ich jetzt wohne nicht",
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Wir hauen ab aufs Land',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Neuer Job in Köln, neue Wohnung',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "I zieh nach Minga, do gibt's eich ned",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Mir ziehet zu de Schwiegereltern nach Ulm',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ick zieh nach Brandenburg raus',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'I zügle uf Züri',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ziehe nach hamburg, da gibts euch nich',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'umzugg nach östereich',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🏠➡️🏡',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '📦🚚 neue Stadt',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Mein Mann hat eine Stelle in Leipzig angenommen und wir sind im Sommer mit den Kindern dorthin. Das Studio hier ist jetzt einfach zu weit weg. Sonst wäre ich gern geblieben.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nach dem Studium geht es für mich erst mal für ein Jahr nach Australien. Ich weiß noch nicht, ob ich danach zurückkomme. Deshalb kündige ich lieber jetzt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht wegen euch, ich wohne nur nicht mehr in der Gegend',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Liegt nicht am Angebot, ich bin nicht mehr in der Stadt',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Wegzug',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Auswanderung',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Moving nach Berlin, also bye 👋',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Preis war ok, aber ich ziehe nach Hamburg',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: "Tja, in Bielefeld gibt's euch ja offenbar nicht. Also doch, Bielefeld existiert, ich wohne jetzt da.",
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Bin bald nicht mehr hier',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      unzufrieden: {
        examples: [
          'Ich bin unzufrieden',
          'Der Service ist schlecht',
          'Zu viele Probleme',
          'Die Leistung stimmt nicht',
          'Ich habe mich zu oft geärgert',
          'Schlechte Erfahrungen',
        ],
        answers: [
          {
            text: 'Die erbrachte Leistung entspricht nicht dem, was mir bei Vertragsabschluss zugesagt wurde.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Meine Beschwerden wurden wiederholt ignoriert.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Hat ständig nicht funktioniert',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Der Laden ist einfach nur chaotisch',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich hab die Nase voll von euch',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des war a einziger Murks',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Mit eich hot ma nix wie Ärger',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Det hat ja nie jeklappt bei euch',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ständig ausfällle und keiner hilft',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'habe mich nur geägert mit euch',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😡😡😡',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤬 Funktioniert nie',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich wollte einfach mal wissen, wie es ist, wenn man bei der Hotline eine Stunde warten muss. Jetzt weiß ich es, danke 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Am Anfang lief alles gut. Dann wurde die App immer langsamer, Termine sind ausgefallen und beim Kundendienst wusste keiner Bescheid. Irgendwann hatte ich einfach keine Nerven mehr dafür.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich habe dreimal eine Störung gemeldet und dreimal kam niemand. Beim vierten Mal hat man mir gesagt, das sei mein Problem. Das Geld ist nicht das Thema, aber so lasse ich nicht mit mir umgehen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Das Angebot war nicht gerade das, was ich mir erhofft hatte',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Es hat nie so geklappt wie versprochen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nichts hat richtig funktioniert',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Frust',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Ärger',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Ich ziehe zwar nicht um, aber euer Service ist einfach unterirdisch',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'War halt nicht so meins',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Preis und Leistung passen einfach nicht zusammen',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      kein_bedarf: {
        examples: [
          'Ich brauche es nicht mehr',
          'Kein Bedarf',
          'Ich nutze es kaum',
          'Brauche ich nicht',
          'Ich habe keine Verwendung mehr dafür',
          'Nutze es nie',
        ],
        answers: [
          {
            text: 'Ich habe für die Leistung inzwischen keine Verwendung mehr.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Mein Bedarf hat sich geändert, der Vertrag ist für mich überflüssig geworden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Lag eh nur rum',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich war seit Monaten nicht mehr drin',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Die Kinder sind aus dem Haus, das große Paket ist überflüssig',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'I geh eh nimmer hi',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des brauch i nimma',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Bruuk ik nich mehr',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'hab das ewig nich mehr benuzt',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'brauch das nimmer',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '💤',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤷 benutz ich eh nicht',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich habe festgestellt, dass ich seit einem Jahr fürs Nichtstun bezahle. Tolle Leistung von mir 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich hatte das Abo wegen der Prüfungsvorbereitung abgeschlossen. Die Prüfung ist jetzt bestanden und ich schaue nicht mehr rein. Also kann das weg.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Unser Hund ist leider im Frühjahr gestorben. Das Futterabo ist damit hinfällig. Mit euch war alles gut.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: "Ich hab's nicht gerade oft gebraucht",
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Mit euch ist alles gut, ich benutze es nur nicht mehr',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht teuer und nicht schlecht, aber ich greife einfach nie drauf zurück',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Überflüssig',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nicht mehr nötig',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Use case ist weg, brauch ich nicht mehr',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ich hab jetzt was Günstigeres, das mir reicht',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Ich bruuch das nümme',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
    },
  },
  {
    id: 'weiter',
    question: 'Haben Sie noch zwei Minuten für ein paar weitere Fragen?',
    isNew: false,
    intents: {
      weiter: {
        examples: ['Ja', 'Ja, gerne', 'Klar, weiter', 'Okay, los geht es', 'Ja, ich habe Zeit', 'Gerne, weiter'],
        answers: [
          {
            text: 'Selbstverständlich, fahren Sie bitte fort.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich stehe Ihnen noch zur Verfügung.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Jo, schieß los',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Passt, mach weiter',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Na dann mal her damit',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Freilich, pack ma's",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, des goht scho no',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, hau rin',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ja kla, weiter gehts',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'jo hab zeit, mahcen wir',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👍',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '✅😊',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Zwei Minuten? Ich hab den ganzen Tag nichts anderes vor, also los 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich sitze gerade im Zug und habe noch eine halbe Stunde Fahrt vor mir. Da kann ich die Zeit auch sinnvoll nutzen. Stellen Sie ruhig Ihre Fragen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Eigentlich wollte ich gleich kochen, aber die Nudeln können warten. Fragen Sie.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Spricht nichts dagegen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Klar, kein Problem',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Warum nicht',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Okidoki',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Gern',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Jep',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Sure, go ahead',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: "Wenn's wirklich nur zwei Minuten sind…",
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Ja, aber nur kurz, gleich muss ich los',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      aufhoeren: {
        examples: [
          'Nein',
          'Nein, ich möchte aufhören',
          'Ich will abbrechen',
          'Keine Lust mehr',
          'Bitte beenden',
          'Das reicht mir',
        ],
        answers: [
          {
            text: 'Ich möchte die Befragung an dieser Stelle beenden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Vielen Dank, aber ich beende die Umfrage jetzt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: "Nee, mir langt's",
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Lass mal, ich bin raus',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ne danke, genug Fragen für heute',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Naa, etz is gnua',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Noi, des langt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Nee, ick hab keen Bock mehr',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'nee bitte schluss jetz',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'will nich mehr antworte',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🙅‍♀️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '✋🛑',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Na klar, noch zwei Minuten, so wie die letzten zehn „zwei Minuten“ 🙄 Nein danke.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe jetzt schon mehr Fragen beantwortet, als ich eigentlich wollte. Ehrlich gesagt nervt es mich langsam. Ich lasse es hier gut sein.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich verzichte lieber',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nein, lieber nicht',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Keine weiteren Fragen, bitte',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Stopp',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Ende',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nö',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nope, ich quit hier',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eigentlich nicht so',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Nei, ich ha kei Luscht meh',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      spaeter: {
        examples: [
          'Später',
          'Jetzt nicht, später',
          'Ich habe gerade keine Zeit',
          'Morgen',
          'Können wir das später machen?',
          'Ein andermal',
        ],
        answers: [
          {
            text: 'Derzeit passt es mir leider nicht, gerne zu einem späteren Zeitpunkt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Könnten Sie mich heute Abend noch einmal daran erinnern?',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Grad schlecht, meld dich nachher nochmal',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Bin im Meeting, später vielleicht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Nicht jetzt, heute Abend gern',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Etz grad ned, vielleicht nachad',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Grad goht's net, schbäter",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jetze nich, nachher vielleicht',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'grad keine zeit, spätr',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'jezt nich bin unterwegs',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '⏰ später',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🕐➡️🕖',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Klar, ich beantworte gern Fragen, während ich Auto fahre und mein Kind schreit. Vielleicht doch lieber heute Abend?',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich stehe gerade an der Kasse im Supermarkt und muss gleich bezahlen. Die Fragen würde ich schon noch beantworten. Aber bitte nicht jetzt sofort.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich bin grad auf der Arbeit und der Chef schaut schon. Heute Abend mache ich das gern fertig.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht jetzt, aber grundsätzlich gern',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Heute nicht mehr, aber nicht abbrechen bitte',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nachher',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Heute Abend',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Later bitte, bin busy',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Hmm, eher nicht jetzt',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Gerade ist es nicht ganz günstig, vielleicht heute Nachmittag',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Jetz grad nöd, spöter gern',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
    },
  },
  {
    id: 'kontakt',
    question: 'Wie dürfen wir Sie bei Rückfragen erreichen?',
    isNew: false,
    intents: {
      email: {
        examples: [
          'Per E-Mail',
          'Mail',
          'Schreiben Sie mir eine E-Mail',
          'Am liebsten per Mail',
          'E-Mail bitte',
          'Über meine E-Mail-Adresse',
        ],
        answers: [
          {
            text: 'Bitte ausschließlich schriftlich an meine elektronische Postadresse.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Sie erreichen mich am zuverlässigsten über mein Postfach, die Adresse ist hinterlegt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Schreibt mir einfach ins Postfach',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'maria.k@web.de',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Über Gmail, da schau ich jeden Tag rein',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Schickt's ma a Mail, des langt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Schreibet mir halt a E-Mail',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Schick ma 'ne Mail, det reicht",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'per emial bitte',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'emai adresse steht im profiel',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📧',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '📩👍',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Bloß nicht anrufen, ich bin Millennial. Schreibt mir in mein Postfach wie normale Menschen 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Tagsüber bin ich auf der Baustelle und komme nicht ans Telefon. Abends setze ich mich aber an den Rechner und gehe meine Post durch. Also am besten elektronisch schreiben.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich habe schon mal einen wichtigen Rückruf verpasst, weil ich in einer Besprechung war. Seitdem möchte ich alles lieber schriftlich haben, damit ich es nachlesen kann. An meine Adresse im Kundenkonto bitte.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht anrufen, lieber per Mail',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Kein Telefon, kein WhatsApp, nur elektronische Post',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'E-Mail',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Outlook',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Via Mail please, thx',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Schriftlich',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Eine Mail wäre mir nicht unrecht',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Schicked Sie mir es Mail',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      telefon: {
        examples: ['Telefonisch', 'Rufen Sie mich an', 'Per Telefon', 'Anruf', 'Am Handy', 'Über meine Telefonnummer'],
        answers: [
          {
            text: 'Bitte kontaktieren Sie mich fernmündlich unter der angegebenen Nummer.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Am besten erreichen Sie mich werktags ab 17 Uhr telefonisch.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ruft einfach durch',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: '0176 23456789',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Klingel einfach kurz durch, geht am schnellsten',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ruafts mi hoid o',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ruf halt a, des isch am eifachschde',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Klingel ma durch, wa',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Lüüt mi eifach aa',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'rufn sie mich an bitte',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'telefonich am besten',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📞',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '☎️📱',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Schreiben? Ich bin 78, junger Mann. Rufen Sie an wie ein anständiger Mensch 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich bin nicht so der Typ für lange Texte und lese meine Post eher selten. Wenn etwas ist, klären wir das lieber kurz im Gespräch. Meine Nummer haben Sie ja.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Mails landen bei mir immer im Spam, das hat schon öfter Ärger gegeben. Deshalb lieber direkt persönlich sprechen. Nachmittags bin ich gut zu erreichen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht schreiben, lieber anrufen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Keine Mails bitte, ich lese die nie, lieber durchklingeln',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Anrufen',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Festnetz',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Call me, Nummer ist im Profil',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Gegen einen Anruf hätte ich nichts einzuwenden',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Über meine Nummer',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      whatsapp: {
        examples: [
          'Per WhatsApp',
          'WhatsApp',
          'Per SMS',
          'Schreiben Sie mir eine Nachricht',
          'Über den Messenger',
          'Per Chat',
        ],
        answers: [
          {
            text: 'Bitte bevorzugt über einen Kurznachrichtendienst.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Am liebsten per Textnachricht an meine Mobilnummer.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Schreib mir einfach auf Whatsi',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Über Telegram',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Schickt mir ne Kurznachricht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Schreibt's ma hoid aufs Whatsapp",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Schreib mir halt a Nachrichtle aufs Handy',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Schick ma 'ne Whatsapp, wa",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'per whats app bitte',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'einfach ne sms schiken',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '💬',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '📲💬 gern Textnachricht',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Anrufen? Wer telefoniert denn heute noch freiwillig? Schreibt mir lieber was aufs Handy 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich arbeite im Schichtdienst und kann nie ans Telefon gehen, wenn es klingelt. In meine E-Mails schaue ich eigentlich nie. Eine kurze Textnachricht lese ich aber immer in der Pause.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Mein Postfach quillt über und ich gehe nie an unbekannte Nummern. Am einfachsten ist es, wenn Sie mir kurz auf Signal schreiben. Dann antworte ich meistens gleich.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht anrufen, lieber schreiben, aber keine Mail',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Kein Anruf, per Textnachricht bitte',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Signal',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Threema',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Texten via WA ist am easiest',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Aufs Handy',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Eine kurze Textnachricht wäre nicht verkehrt',
            ambiguous: false,
            register: 'litotes',
          },
        ],
      },
      gar_nicht: {
        examples: [
          'Gar nicht',
          'Bitte nicht kontaktieren',
          'Ich möchte nicht kontaktiert werden',
          'Keine Rückfragen',
          'Nein danke',
          'Überhaupt nicht',
        ],
        answers: [
          {
            text: 'Ich wünsche keine weitere Kontaktaufnahme.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Bitte sehen Sie von Nachfragen ab.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Lasst mich bitte in Ruhe',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ne, passt schon so',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Will keine Nachfragen bekommen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Lasst's mi in Ruah",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Bloß net, lasset mi in Ruh',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Lass ma in Ruhe, danke',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'bitte garnich melden',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'kein kontakkt erwünscht',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🙅‍♂️📵',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🚫📞🚫📧',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Am besten per Brieftaube. Also gar nicht, danke 😉',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich bekomme jeden Tag so viele Anrufe und Mails von Firmen, das ist wirklich zu viel. Ich habe die Umfrage gern ausgefüllt. Aber bitte melden Sie sich deswegen nicht bei mir.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Auf keinem Weg',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Weder per Mail noch am Telefon',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich möchte nicht, dass man sich bei mir meldet',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nirgends',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Keine',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Lieber no contact, sorry',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Muss nicht sein',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Eigentlich lieber nicht, höchstens mal per Mail',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'nutzung',
    question: 'Wie oft nutzen Sie unsere App?',
    isNew: false,
    intents: {
      oft: {
        examples: ['Täglich', 'Jeden Tag', 'Sehr oft', 'Mehrmals am Tag', 'Ständig', 'Mehrmals pro Woche'],
        answers: [
          {
            text: 'Ich verwende die Anwendung regelmäßig, in der Regel mehrfach täglich.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die App gehört fest zu meinem Tagesablauf.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Dauernd, bin quasi süchtig',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Morgens, mittags, abends',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Eigentlich immer, wenn ich im Bus sitze',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Oiwei, i bin do dauernd drin',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des ganze Zeit, i bin do jeden Dag drin',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jeden Morjen, wa',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'jden tag mehrmal',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'stänidg eigentlich',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📱📱📱🔥',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '24/7 😅',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Meine Bildschirmzeit-Statistik möchte ich lieber nicht öffentlich machen 🙈',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Morgens checke ich damit als Erstes meine Termine. In der Mittagspause schaue ich wieder rein und abends plane ich den nächsten Tag. Ohne die App wäre ich ziemlich aufgeschmissen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Seit ich mein Training damit tracke, habe ich sie praktisch durchgehend offen. Mein Freund lacht schon darüber.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht gerade wenig',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Ich komme kaum einen Tag ohne aus',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Kein Tag ohne',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich kann nicht ohne',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Dauernd',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Immer',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Daily, mehrfach, ist mein go-to',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Schon recht viel, wenn ich Zeit hab',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Jede Tag, mehrmals',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      selten: {
        examples: ['Selten', 'Ab und zu', 'Manchmal', 'Ein paar Mal im Monat', 'Eher selten', 'Gelegentlich'],
        answers: [
          {
            text: 'Ich öffne die Anwendung lediglich bei Bedarf, etwa einmal im Monat.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Nutzung erfolgt eher unregelmäßig.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Hin und wieder mal',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Wenn ich dran denke, also nicht so oft',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Alle paar Wochen mal',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hie und do amoi',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ab und an halt, ned oft',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Ab und an mal, wenn't passt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'nur ab und an mal wen ich dran denk',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'eher sleten',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📱💤 hin und wieder',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤏 ein bisschen',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ungefähr so oft wie ich joggen gehe, also eher zu Neujahr 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Eigentlich brauche ich sie nur, wenn ich eine Reise buche. Das kommt bei mir vielleicht drei- oder viermal im Jahr vor. Dazwischen liegt sie einfach auf dem Handy rum.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich hatte sie mir für den Umzug geholt und damals viel benutzt. Inzwischen schaue ich nur noch alle paar Wochen rein.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht besonders häufig',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht oft',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht regelmäßig, nur wenn ich was brauche',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Sporadisch',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Monatlich',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Now and then, nicht so heavy',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Kommt drauf an, mal mehr, mal weniger',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Früher viel, jetzt eigentlich kaum noch',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      nie: {
        examples: ['Nie', 'Gar nicht', 'Ich nutze sie nicht', 'Noch nie', 'Habe sie gelöscht', 'Überhaupt nicht'],
        answers: [
          {
            text: 'Ich habe die Anwendung bisher nicht in Gebrauch genommen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die App ist auf meinem Gerät nicht installiert.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Hab die gar nicht drauf',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hab ich runtergeschmissen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Kenn ich ehrlich gesagt nicht mal',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hob i ned aufm Handy',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Nia ned',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Heff ik nich',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'nie benuzt',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'hab die app nich instaliert',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '❌📱',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🚫',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich hab sie mal runtergeladen, dann hat sie mich nach 47 Berechtigungen gefragt. Seitdem haben wir uns nicht mehr gesehen 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe sie mir mal auf Empfehlung installiert, aber beim Einloggen hat es nicht geklappt. Danach habe ich es nicht noch einmal versucht. Inzwischen ist sie wieder weg.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich mache alles am Laptop über die Website. Das Handy nutze ich nur zum Telefonieren. Eure App habe ich deshalb noch kein einziges Mal geöffnet.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Kein einziges Mal',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Null, nada',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nullmal',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Niemals',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Deinstalliert, never used it',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Sie hat noch nicht viel Akku verbraucht, ehrlich gesagt noch gar keinen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Eigentlich kaum bis gar nicht',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'belastung',
    question: 'Wie geht es Ihnen gerade mit Ihrer Arbeitsbelastung?',
    isNew: false,
    intents: {
      passt: {
        examples: [
          'Passt gut',
          'Alles im grünen Bereich',
          'Gut machbar',
          'Ich komme gut zurecht',
          'Genau richtig',
          'Es ist gut so',
        ],
        answers: [
          {
            text: 'Meine Arbeitsmenge ist derzeit ausgewogen und gut zu bewältigen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich empfinde das aktuelle Arbeitsvolumen als angemessen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Läuft entspannt, kann nicht klagen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hab gut was zu tun, aber alles locker',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ist grad ne gute Mischung',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Basst scho, i kimm mit',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Isch grad guet so, i schaff des',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Löppt good, allens in Ordnung',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ist ales gut schaffbar',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'bin grad ganz endspannt',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😊👌',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🧘‍♀️ alles easy',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Erstaunlicherweise ganz gut, ich warte noch auf den Haken 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Im Frühjahr war es ziemlich heftig, da hatte ich zwei Projekte gleichzeitig. Seit wir eine neue Kollegin im Team haben, hat sich das gut eingependelt. Im Moment komme ich prima hin und habe abends auch Feierabend.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich arbeite seit einem halben Jahr in Teilzeit. Die Aufgaben sind so verteilt, dass ich sie in meinen Stunden schaffe. Ich bin damit sehr glücklich.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Kann mich nicht beklagen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht zu viel und nicht zu wenig',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Keine Probleme, weder Hektik noch Leerlauf',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Es gibt nichts, was mich gerade belastet',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ausgewogen',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Entspannt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Work-Life-Balance ist gerade echt fine',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Geht eigentlich, mal so mal so',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Mal zu viel, mal zu wenig, im Schnitt wohl okay',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      zu_viel: {
        examples: [
          'Zu viel',
          'Ich bin überlastet',
          'Zu viele Überstunden',
          'Ich schaffe das Pensum nicht',
          'Viel zu viel Druck',
          'Ich bin gestresst',
        ],
        answers: [
          {
            text: 'Die Arbeitsbelastung übersteigt seit Wochen meine Kapazitäten.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich komme mit den anfallenden Aufgaben in der regulären Arbeitszeit nicht mehr hinterher.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich ersticke in Arbeit',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Land unter, echt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Komme kaum noch zum Luftholen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'I woas ned, wo ma da Kopf steht',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "I schaff mi kaputt, des isch z'viel",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ick weeß nich mehr wo hinten und vorne is',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'totla überfordert grad',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'viel zu vile auf dem tisch',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😵‍💫😵‍💫',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🔥📈😩',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Super, ich liebe es, am Wochenende Mails zu beantworten. Wer braucht schon Freizeit? 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ach, ganz entspannt. Ich mache nur die Arbeit von drei Leuten seit Frau Meier weg ist.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Seit zwei Kollegen gekündigt haben, wurden ihre Projekte einfach auf uns verteilt. Ich sitze fast jeden Abend bis acht im Büro und schlafe schlecht. Ich weiß nicht, wie lange ich das noch durchhalte.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Eigentlich mag ich meinen Job sehr. Aber inzwischen kommen jeden Tag neue Deadlines dazu und nichts fällt weg. Ich merke, dass ich langsam am Limit bin.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Entspannt ist was anderes',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Ich komme nicht mehr hinterher',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: "Feierabend gibt's nicht mehr",
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Überfordert',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Erschöpft',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Total busy, no time, am Limit',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ist schon einiges, aber geht noch irgendwie',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: "Es isch eifach z'vill, ich chume nöd nache",
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      zu_wenig: {
        examples: [
          'Zu wenig',
          'Ich bin unterfordert',
          'Mir ist langweilig',
          'Ich könnte mehr machen',
          'Zu wenig zu tun',
          'Ich hätte gern mehr Aufgaben',
        ],
        answers: [
          {
            text: 'Ich fühle mich derzeit nicht ausgelastet und würde gern mehr Verantwortung übernehmen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Meine Kapazitäten werden aktuell nicht vollständig genutzt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich dreh hier Däumchen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Sitz oft nur rum und warte auf was',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Der Tag zieht sich ewig, weil nix ansteht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'I hock bloß rum, do is nix los',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'I ben do gar net ausglaschdet',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ick sitz mir hier den Hintern platt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'hab kaum was zu duhn',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'eher unterfodert ehrlich',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🥱🥱',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '😴💤 im Büro',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Toll, ich habe heute schon dreimal den Schreibtisch aufgeräumt und die Blumen gegossen. Produktiv wie nie 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Seit das große Projekt abgeschlossen ist, kommt kaum noch etwas Neues rein. Ich habe meinem Chef schon zweimal angeboten, etwas zu übernehmen. Bis jetzt ist nichts passiert, und die Tage ziehen sich.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich bin nach der Ausbildung übernommen worden, aber bekomme nur Kopieraufgaben. Ich habe eigentlich viel mehr gelernt und würde das gern anwenden.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ausgelastet ist anders',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Ich bin nicht gerade am Rotieren',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Keine richtige Herausforderung',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Es gibt nicht genug für mich zu erledigen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Leerlauf',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Öde',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Boring, ich hab kaum tasks',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ruhig grad, vielleicht zu ruhig, weiß nicht',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'erfahren',
    question: 'Wie sind Sie auf uns aufmerksam geworden?',
    isNew: false,
    intents: {
      empfehlung: {
        examples: [
          'Durch eine Empfehlung',
          'Ein Freund hat es mir erzählt',
          'Über Bekannte',
          'Von einer Kollegin',
          'Meine Familie',
          'Mundpropaganda',
        ],
        answers: [
          {
            text: 'Eine gute Bekannte hat mir Ihr Unternehmen nahegelegt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich wurde von einem Geschäftspartner auf Sie hingewiesen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Mein Kumpel schwört auf euch',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Meine Mama hat's mir gesagt",
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Hab's bei meiner Nachbarin gesehen und gefragt",
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Mei Spezl hod's ma gsagt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Mei Schwägerin hot vo eich verzählt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Meen Kumpel hat mir dit jesteckt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'meine schwster hat mir davon erzäht',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'durch nen kumpel von der arbeit',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👭💬',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🗣️👂 von meiner Mutter',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Meine Frau hat mir so lange davon vorgeschwärmt, bis ich nachgegeben habe 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Wir saßen beim Grillen und ein Freund meines Mannes hat die ganze Zeit von seinem neuen Fahrrad geschwärmt. Ich habe gefragt, wo er das herhat. So bin ich bei euch gelandet.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich habe im Büro gesehen, dass mein Sitznachbar jeden Tag so leckere Boxen dabei hatte. Irgendwann habe ich ihn gefragt, wo die herkommen. Er hat mir dann euren Namen gegeben.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: "Nicht über Werbung, jemand aus meinem Verein hat's mir gesagt",
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht im Netz gefunden, sondern von meinem Onkel gehört',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nachbarn',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Freundin',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Word of mouth, mein Bruder',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Nicht ganz zufällig, mein Schwager nervt seit Monaten damit',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Irgendwer hat mal davon gesprochen, weiß nicht mehr genau',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      internet: {
        examples: [
          'Im Internet',
          'Über Google',
          'Instagram',
          'Online gesucht',
          'Über soziale Medien',
          'Auf einer Vergleichsseite',
        ],
        answers: [
          {
            text: 'Bei einer Recherche im Netz bin ich auf Ihr Angebot gestoßen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich habe verschiedene Anbieter über ein Preisportal verglichen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Beim Googeln drüber gestolpert',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Auf TikTok gesehen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Irgendein YouTube-Video, glaub ich',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Im Netz gfundn',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Beim Rumsurfe im Netz gfunde',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Beim Rumdaddeln uffm Handy',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'über googel gefunde',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'hab im netz gesucht und euch gefunen',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🔍💻',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '📱➡️ TikTok',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Wie jeder normale Mensch: 20 Tabs offen und um drei Uhr nachts endlich auf euch gestoßen 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich brauchte dringend einen neuen Staubsauger und habe abends am Laptop recherchiert. Nach ein paar Testberichten und Bewertungen war eure Seite ganz oben. Da habe ich dann bestellt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich bin in einer Facebook-Gruppe für Hundebesitzer. Da hat jemand einen Link zu euch gepostet, den kannte ich gar nicht. Ich habe mich dann selbst auf der Website umgeschaut.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: "Niemand hat's mir empfohlen, hab selbst im Netz gesucht",
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht durch Werbung, über eine Suchmaschine',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Suchmaschine',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Reddit',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Random gefunden beim Scrollen auf Insta',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ohne Tante Google wäre ich wohl nicht auf euch gekommen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Hab einen Influencer gesehen, der das in seiner Story hatte',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Im Internet gsuecht und gfunde',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      werbung: {
        examples: [
          'Durch Werbung',
          'Ein Plakat',
          'Im Radio',
          'Fernsehwerbung',
          'Eine Anzeige in der Zeitung',
          'Ein Flyer',
        ],
        answers: [
          {
            text: 'Mir ist ein Werbespot im Fernsehen aufgefallen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich habe Ihre Reklame in der Tageszeitung gesehen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Hab so nen Zettel im Briefkasten gehabt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Da war so ein großes Banner am Bahnhof',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Spot im Kino vorm Film',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Im Briafkastn war a Zettl',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des war in dr Zeitung, so a Reklame',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Da hing so 'n Riesending an der Litfaßsäule",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'im fernseh gesehn',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'werbung im radio gehört beim autofahrn',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📺',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '📻🎶 der Jingle',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Euer Ohrwurm-Jingle lief gefühlt jede Stunde im Radio. Irgendwann war ich zermürbt 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich stand an der Bushaltestelle und musste ewig warten. Gegenüber hing ein riesiges Poster mit eurem Angebot. Irgendwann hab ich mir den Namen gemerkt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Jeden Samstag liegt bei uns so ein Prospekt im Briefkasten. Normalerweise werfe ich den weg, aber diesmal war euer Angebot für Gartenmöbel drin. Das hat mich neugierig gemacht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht im Netz, im Fernsehen gesehen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht über Freunde, war ein Werbeprospekt',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Prospekt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'TV-Spot',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Commercial im TV, ganz klassisch',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ihr Plakat an der Hauptstraße war nicht zu übersehen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Irgendwo gesehen, keine Ahnung wo',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'verhoer_alibi',
    question: 'Wo waren Sie am Freitagabend zwischen 21 und 23 Uhr, als Herr Brandt in seiner Villa erschlagen wurde?',
    isNew: true,
    intents: {
      gesteht: {
        examples: [
          'Ich war es',
          'Ich gebe es zu',
          'Ja, ich war in der Villa',
          'Ich habe ihn getötet',
          'Es tut mir leid, ich war das',
          'Ich gestehe',
        ],
        answers: [
          {
            text: 'Ich möchte ein umfassendes Geständnis ablegen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich war zur Tatzeit in der Villa und trage die Verantwortung für seinen Tod.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Okay, okay… ich hab ihn umgebracht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ja verdammt, ich hab zugeschlagen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hab ihm eins mit dem Kerzenständer übergezogen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "I hob's gmacht, i gib's zua",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, des war i, i han ihm oina nübergebe',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Ja, ick war's, zufrieden?",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ich wars ok ich habs getan',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'ich hab in erschlagen es tut mir leid',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😭🔪🙋‍♂️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '😔 ich wars',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: "Ja klar, ich war's natürlich. Wer sonst, Sie haben ja eh schon die Fingerabdrücke 🙄 Also ja. Ich war's.",
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich bin gegen neun zu ihm gefahren, weil er mir das Geld nicht zurückgeben wollte. Wir haben uns angeschrien und dann hatte ich plötzlich die Statue in der Hand. Ich wollte das nicht, aber ich war es.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich habe die ganze Woche nicht geschlafen. Ich sehe ihn jede Nacht vor mir auf dem Teppich liegen. Ich halte es nicht mehr aus, schreiben Sie auf, dass ich ihn erschlagen habe.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich kann nicht behaupten, dass ich unschuldig bin',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: "Ich kann es nicht länger leugnen, ich war's",
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich will nicht mehr lügen, ich habe ihn getötet',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Schuldig',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Mea culpa',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Fine, I did it, ich hab ihn erschlagen',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ich war zwar dort, aber als ich ging, hat er noch gelebt… glaube ich',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      leugnet: {
        examples: [
          'Ich war zu Hause',
          'Damit habe ich nichts zu tun',
          'Ich war es nicht',
          'Ich war im Kino',
          'Ich habe ein Alibi',
          'Ich bin unschuldig',
        ],
        answers: [
          {
            text: 'Ich war den gesamten Abend im Restaurant „Adler“, das kann das Personal bezeugen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich weise jede Beteiligung an dieser Tat entschieden zurück.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich war mit meiner Freundin im Kino, fragen Sie sie',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Bin um acht ins Bett, hatte Migräne',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich hab mit dem Mord nix am Hut',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'I war dahoam, mei Frau ko des bestätigen',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'I war beim Stammtisch im Ochsen, frag de Wirtin',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ick war uff ner Party in Kreuzberg, die janze Nacht',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ik weer bi mien Moder in Kiel',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ich war daheim und hab fernsehen geschut',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'ich wars nich ich war beim trainig',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🙅‍♂️🏠📺',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '😇 unschuldig',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Natürlich, ich schleiche mich nachts in Villen und erschlage alte Männer. Nein! Ich war beim Schichtdienst im Krankenhaus, 30 Kollegen haben mich gesehen.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Freitags gehe ich immer mit meinem Bruder bowlen, das machen wir seit Jahren. Wir waren bis kurz vor Mitternacht auf der Bahn. Die Quittung habe ich sogar noch im Geldbeutel.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich saß im Zug nach Hamburg, weil meine Mutter Geburtstag hatte. Um elf war ich bei ihr zu Hause. Mit Brandts Tod habe ich absolut nichts zu tun.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich war nie in dieser Villa',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich habe ihm kein Haar gekrümmt',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Zuhause',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Unschuldig!',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'No way, ich war die ganze Zeit im Fitnessstudio, check die Kameras',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ich war halt spazieren, allein, am Fluss',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Ich bi dihei gsi, mit minere Frau',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      weicht_aus: {
        examples: [
          'Warum wollen Sie das wissen?',
          'Das weiß ich nicht mehr',
          'Unterwegs',
          'Ist das wichtig?',
          'Da war ich irgendwo',
          'Kann mich nicht erinnern',
        ],
        answers: [
          {
            text: 'Ich verstehe nicht ganz, weshalb diese Frage für Ihre Ermittlungen relevant sein soll.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das ist schon eine Weile her, genau kann ich es Ihnen nicht mehr sagen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Hier und da halt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Wieso, bin ich etwa verdächtig?',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Puh, Freitag… keine Ahnung, war viel los',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Mei, do und dort halt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Wo soll i gwesa sei, halt irgendwo',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Na hier und da, wa',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'weis ich nimmer so genau',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'wieso wollen sie das wisssen',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🤷‍♂️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '😶🤔 hmm',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ach, Sie wollen wissen, wo ich war? Wo waren Sie denn, Herr Kommissar? 😏',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Wissen Sie, Freitage sind bei mir immer chaotisch. Die Kinder, der Hund, dann noch der Einkauf. Ich könnte Ihnen jetzt nicht sagen, was ich da wann gemacht habe.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Herr Brandt hatte viele Feinde, das wissen Sie doch. Fragen Sie mal seinen Geschäftspartner, der hatte ganz andere Gründe. Warum reden wir eigentlich über mich?',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Das lässt sich nicht so leicht beantworten',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Das spielt doch keine Rolle',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Keine Ahnung, ist lange her',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Draußen',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Weg',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Mal hier, mal da, Sie wissen ja, Friday night',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Weiß nicht, vielleicht zu Hause, vielleicht auch nicht',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Weiss ich nümme, isch lang her',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      verweigert: {
        examples: [
          'Dazu sage ich nichts',
          'Ich will meinen Anwalt',
          'Kein Kommentar',
          'Ich verweigere die Aussage',
          'Ohne Anwalt rede ich nicht',
          'Ich schweige',
        ],
        answers: [
          {
            text: 'Ich mache von meinem Recht Gebrauch, mich nicht zu äußern.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Bitte rufen Sie meinen Rechtsbeistand an, vorher beantworte ich keine Fragen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Von mir hören Sie nix',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Erst wenn mein Verteidiger da ist',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich hab das Recht zu schweigen, oder?',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Do sog i nix',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Ohne mei Advokat sag i koi Wort',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Da sach ick nüscht zu',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'sag nix ohne anwald',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'ich rede nich mit ihnen',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🤐',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤐⚖️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Oh, bestimmt erzähle ich Ihnen das jetzt alles ohne Anwalt. Ganz sicher nicht.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe genug Krimis gesehen, um zu wissen, wie das läuft. Jedes Wort wird gegen mich verwendet. Deshalb sage ich ab jetzt gar nichts mehr, bis Dr. Weber hier ist.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich halte es für klüger, dazu nichts zu sagen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Kein Wort ohne meinen Verteidiger',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Von mir bekommen Sie keine Antwort',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Anwalt!',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Schweigen',
            ambiguous: false,
            register: 'short',
          },
          {
            text: '*schweigt*',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'No comment, ich warte auf meinen lawyer',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Das geht Sie nichts an',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'teamklima',
    question: 'Wie wohl fühlen Sie sich zurzeit in Ihrem Team?',
    isNew: true,
    intents: {
      wohl: {
        examples: [
          'Sehr wohl',
          'Gutes Team',
          'Ich fühle mich wohl',
          'Wir verstehen uns gut',
          'Tolle Kollegen',
          'Super Zusammenhalt',
        ],
        answers: [
          {
            text: 'Ich schätze die kollegiale und wertschätzende Zusammenarbeit sehr.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das Miteinander in unserer Abteilung empfinde ich als ausgesprochen angenehm.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Wir sind wie ne kleine Familie',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Macht echt Laune mit den Leuten',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Wir lachen viel zusammen, passt einfach',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Mir san a guade Truppe',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Mir halted zamme, des isch a subber Haufe',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Die Truppe is knorke',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'fühl mich richtig wohl mit denen',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'bestes tem ever',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🥰🤝',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '👯‍♀️💪 beste Truppe',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ganz schlimm, die bringen mir ständig Kuchen mit und helfen mir, wenn ich nicht weiterkomme 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Als ich letztes Jahr krank war, haben die Kollegen meine Aufgaben einfach mit übernommen und mir sogar eine Karte geschickt. Da habe ich gemerkt, was ich an denen habe. Ich gehe wirklich gern zur Arbeit.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich bin erst seit drei Monaten dabei und war anfangs nervös. Aber ich wurde sofort eingebunden und jeder hat sich Zeit für meine Fragen genommen. Ich bin angekommen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Könnte kaum besser sein',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: "Ich hab's schon schlechter erwischt, viel schlechter",
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Kein Stress, kein Zoff, alles harmonisch',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich möchte mit keinem anderen Team tauschen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Prima',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Harmonisch',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Team-Vibe ist echt great',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eigentlich gut, mit den meisten jedenfalls',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      konflikt: {
        examples: [
          'Es gibt viel Streit',
          'Die Stimmung ist schlecht',
          'Ständig Konflikte',
          'Ich komme mit meinem Kollegen nicht klar',
          'Es wird gelästert',
          'Schlechte Atmosphäre',
        ],
        answers: [
          {
            text: 'Die zwischenmenschlichen Spannungen im Team beeinträchtigen die Zusammenarbeit erheblich.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Es bestehen derzeit erhebliche Meinungsverschiedenheiten, die nicht offen ausgetragen werden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Da fliegen regelmäßig die Fetzen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Dicke Luft, jeden Tag',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Zwei Lager, die sich gegenseitig nicht ausstehen können',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Bei uns kracht's dauernd",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Do isch dauernd Zoff',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Det is 'n einziget Jezänke",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ständig zoff im team',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'die stimung ist total im keller',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😤⚡😤',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🥊🥊 im Büro',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Total harmonisch, wenn man auf Türenknallen und eisiges Schweigen beim Mittagessen steht 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Seit die neue Teamleitung da ist, gibt es zwei Fraktionen. In jedem Meeting wird gestritten, wer schuld ist, und danach redet man nur noch schlecht übereinander. Das zieht mich echt runter.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Mit den meisten komme ich eigentlich klar. Aber mein Schreibtischnachbar und ich geraten wegen jeder Kleinigkeit aneinander. Das vergiftet die ganze Stimmung bei uns.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Friede, Freude, Eierkuchen ist anders',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Von Zusammenhalt kann keine Rede sein, jeder gegen jeden',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Es vergeht kein Tag ohne Reibereien',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Angespannt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Zickenkrieg',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Lots of drama, jeder gegen jeden',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Na ja, geht so, ist gerade etwas schwierig bei uns',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Mit einem Kollegen ist es schwierig, und irgendwie bin ich da oft allein',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      isoliert: {
        examples: [
          'Ich fühle mich ausgeschlossen',
          'Ich bin allein',
          'Keiner redet mit mir',
          'Ich gehöre nicht dazu',
          'Ich fühle mich isoliert',
          'Ich bin außen vor',
        ],
        answers: [
          {
            text: 'Ich habe den Eindruck, in Entscheidungen und Informationen nicht einbezogen zu werden.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich fühle mich im Team eher wie eine Außenstehende.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die anderen gehen immer zusammen Mittag, ohne mich',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich bin irgendwie das fünfte Rad am Wagen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich krieg von nix was mit, keiner sagt mir Bescheid',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'I steh do a bissl alloa do',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'I ghör do net so richtig dazue',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Ick bin da so'n bisschen der Einzelkämpfer, keener nimmt mich mit",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'bin voll aussen vor',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'die ignorieren mich komlpett',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😔🚶‍♂️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🫥',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Super, ich erfahre von Teamevents immer erst, wenn die Fotos in der Gruppe landen 🙃',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich arbeite seit letztem Jahr fast nur im Homeoffice. Die anderen sitzen zusammen im Büro und haben ihre Insider. Wenn ich mich mal einschalte, merke ich, dass ich gar nicht mehr weiß, worum es geht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich bin die einzige, die aus einer anderen Abteilung gewechselt ist. Die anderen kennen sich seit Jahren und haben ihre Runde. Streit gibt es keinen, aber ich bleibe immer am Rand.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich bin nicht gerade mittendrin',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Niemand bezieht mich mit ein',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich werde nicht gefragt und nicht eingeladen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Einsam',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Abseits',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Feel ziemlich left out, ehrlich',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Irgendwie nicht so ganz angekommen, weiß nicht',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Ich ghöre nöd so richtig dezue',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
    },
  },
  {
    id: 'kursfeedback',
    question: 'Was hat Ihnen an dem Kurs am besten gefallen?',
    isNew: true,
    intents: {
      dozent: {
        examples: [
          'Die Dozentin',
          'Der Trainer war super',
          'Wie der Referent erklärt hat',
          'Die Kursleitung',
          'Der Lehrer',
          'Die Art des Dozenten',
        ],
        answers: [
          {
            text: 'Besonders überzeugt hat mich die fachliche Kompetenz und Geduld von Frau Albers.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Vortragende hat komplexe Sachverhalte ausgesprochen verständlich vermittelt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: "Herr Krüger! Der erklärt das so, dass man's sofort checkt",
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Die Frau vorne war mega sympathisch und witzig',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Der Typ, der den Kurs gemacht hat, hatte echt Ahnung',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Da Herr Huber, der hod des so guad rüberbracht',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "D'Frau Maier, die hot des arg schee erklärt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Der Kursleiter war 'ne Wucht, echt dufte Type",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'die kursleiterin war so nett und gedulidg',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'der prof hat super erklät',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👩‍🏫❤️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🧑‍🏫👏👏',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Dass der Dozent nie auf die Uhr geschaut hat, während wir alle schon längst hätten gehen wollen. Spaß beiseite: Er war echt toll und hat jede Frage beantwortet.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich war früher in Mathe immer schlecht und hatte echt Angst vor dem Statistikteil. Aber Herr Demir hat jede Frage ernst genommen und es dreimal erklärt, wenn nötig. Wegen ihm habe ich durchgehalten.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Am zweiten Tag war ich kurz davor abzubrechen. Die Trainerin hat mich in der Pause angesprochen und mir Mut gemacht. Ihre ruhige Art hat für mich den Unterschied gemacht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: "An der Kursleiterin gab's nichts auszusetzen, im Gegenteil",
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht die Unterlagen, sondern wie die Lehrerin das rübergebracht hat',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Die Inhalte kannte ich schon, aber so gut wie von ihr hat mir das noch niemand erklärt',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Frau Schulz',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Die Trainerin',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Der Coach war einfach top, sehr engaging',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Wie das alles aufgebaut und erklärt war',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      inhalte: {
        examples: ['Die Inhalte', 'Das Thema', 'Was ich gelernt habe', 'Die Theorie', 'Der Stoff', 'Die Unterlagen'],
        answers: [
          {
            text: 'Die thematische Breite und Aktualität des Curriculums haben mich überzeugt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Skripte sind sehr gut strukturiert und eignen sich auch zum Nachschlagen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Endlich mal verstanden, wie Steuern funktionieren',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das Kapitel über Datenschutz war richtig spannend',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Die Folien, die wir mitnehmen durften',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des, wos ma glernt hom, des war scho interessant',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des Wisse, wo ma mitnimmt, des isch Gold wert',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dit Wissen, dit man mitnimmt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'das tehma war mega interesant',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'die skrips sind top',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '📚🧠',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '📖✨ so viel Neues gelernt',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich wusste nicht, dass man über Excel-Pivottabellen so viel Neues erfahren kann. Ehrlich, ich bin erstaunt 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich arbeite seit zehn Jahren im Einkauf und dachte, ich kenne alles. Aber der Teil über Vertragsrecht hat mir ganz neue Blickwinkel eröffnet. Das kann ich ab Montag direkt gebrauchen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich hatte mich eigentlich nur wegen des Zertifikats angemeldet. Dann war das Thema Künstliche Intelligenz aber so spannend, dass ich abends noch weitergelesen habe. Das hat mich echt gepackt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Der Lernstoff war alles andere als trocken',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht die Leute, sondern das, was vermittelt wurde',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Kein unnötiges Blabla, nur relevantes Wissen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Wissen',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Handout',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Der Content war richtig up to date',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Dass es so praxisnah und trotzdem fundiert war',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Eigentlich alles, schwer zu sagen',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      praxis: {
        examples: [
          'Die Übungen',
          'Der Praxisteil',
          'Das Ausprobieren',
          'Die praktischen Aufgaben',
          'Die Fallbeispiele',
          'Selbst machen',
        ],
        answers: [
          {
            text: 'Besonders wertvoll waren die Anwendungsfälle, die wir eigenständig bearbeitet haben.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Möglichkeit, das Gelernte unmittelbar zu erproben, hat mir sehr gefallen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Dass wir selber am Rechner rumbasteln durften',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das Rollenspiel mit dem Kundengespräch',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Wir haben echt selber gekocht, nicht nur zugeguckt',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Dass ma selber higlangt hom',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dass ma selber a mol nalange hen dürfe',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Det Selbermachen, nich bloß Zuhören',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'die übugen am computer',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'das man selbs was machen durfte',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🛠️🙌',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '👩‍🍳🔥 selbst gekocht',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Endlich mal kein Frontalunterricht, bei dem ich einschlafe, sondern wir mussten tatsächlich selbst ran. Wer hätte das gedacht 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Am ersten Tag gab es viel Theorie und ich war skeptisch. Ab dem zweiten Tag haben wir aber an echten Schaltkreisen gelötet. Da hat es bei mir endlich klick gemacht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Bei uns in der Firma wird viel geredet und wenig gemacht. Im Kurs durften wir jedes Werkzeug selbst in die Hand nehmen und Fehler machen. Das hat mir am meisten gebracht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Das Rumtüfteln war nicht das Schlechteste',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht nur Theorie, sondern richtig anpacken',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht immer nur zuhören müssen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Rollenspiele',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Hands-on',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Hands-on Sessions, learning by doing',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Die Gruppenaufgaben',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Dass mer sälber händ chönne usprobiere',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      gruppe: {
        examples: [
          'Die Gruppe',
          'Die anderen Teilnehmer',
          'Der Austausch',
          'Die Leute',
          'Die Gruppenarbeit',
          'Neue Kontakte',
        ],
        answers: [
          {
            text: 'Der Dialog mit Kolleginnen und Kollegen aus anderen Branchen war sehr bereichernd.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Besonders geschätzt habe ich die Vernetzung mit den übrigen Kursbesuchern.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Die Truppe war mega, wir haben jetzt ne WhatsApp-Gruppe',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Mit den anderen abends noch ein Bier trinken',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Die Mitstreiter, total nette Runde',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'De Leit warn subba, mir ham uns glei verstandn',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Die Leut, mit dene mr schwätze konnt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Die Leute, mit denen man quatschen konnte',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'die anderen teilnemer waren toll',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'hab nette leute kennengelernet',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👥🍻',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🤝😊 tolle Leute kennengelernt',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Dass ich nicht die einzige war, die keine Ahnung hatte 😅 Die anderen waren echt klasse.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich war der Einzige aus meiner Firma und kannte niemanden. In der Kaffeepause kamen wir aber sofort ins Gespräch und haben Erfahrungen getauscht. Mit zwei von ihnen treffe ich mich jetzt regelmäßig.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Der Stoff war okay, der Dozent auch. Aber das Beste war ehrlich gesagt, zu hören, wie andere Firmen dieselben Probleme lösen. Dafür allein hat es sich gelohnt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Die Mitteilnehmenden waren nicht zu verachten',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht der Stoff, sondern die Menschen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Ich war zum Glück nicht allein, die Runde war toll',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Networking',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Kommilitonen',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Das Networking, super nette crowd',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Die Atmosphäre',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
    },
  },
  {
    id: 'einwilligung',
    question: 'Dürfen wir Ihre Antworten anonymisiert für eine wissenschaftliche Studie verwenden?',
    isNew: true,
    intents: {
      ja: {
        examples: ['Ja', 'Ja, gerne', 'Einverstanden', 'Okay', 'Ja, das dürfen Sie', 'Von mir aus'],
        answers: [
          {
            text: 'Hiermit erteile ich meine Zustimmung.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Selbstverständlich, das ist für mich in Ordnung.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Klar, nur zu',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Geht klar',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Meinetwegen, kein Ding',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Freilich, mochts es',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, des dürfet ihr',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, kannste machen',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, dat geiht klor',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'jaa klar dürft ihr',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'einverstandn',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '✅',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '👍👍 gerne',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Na klar, wenn meine Meinung zu Joghurtbechern die Wissenschaft voranbringt, bitte sehr 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe selbst mal eine Abschlussarbeit geschrieben und weiß, wie mühsam es ist, Teilnehmer zu finden. Deshalb unterstütze ich sowas immer. Nehmen Sie die Daten ruhig.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Da hab ich nichts dagegen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Ich wüsste nicht, was dagegen spräche',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Kein Problem',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Habe keine Einwände',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Jawohl',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Passt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Sure, go for it',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Ja, glaub schon, wenn das so üblich ist',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Ja, das dörfed Sie',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      nein: {
        examples: [
          'Nein',
          'Nein, bitte nicht',
          'Das möchte ich nicht',
          'Ich stimme nicht zu',
          'Lieber nicht',
          'Auf keinen Fall',
        ],
        answers: [
          {
            text: 'Einer Weiterverwendung meiner Angaben widerspreche ich ausdrücklich.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich erteile hierfür keine Einwilligung.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Nee, lasst mal',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ne, sorry, will ich nicht',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Meine Daten bleiben bei mir',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Ich halt mich da lieber raus',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Naa, des wui i ned',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Noi, des will i net',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Nee, det lasst ma mal schön bleiben',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'nein möchte ich nich',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'neee bite nicht',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '❌',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🙅‍♀️🔒',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Klar, und als Nächstes verkauft ihr sie „anonymisiert“ an die Werbeindustrie. Nein danke.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich hatte schon mal bei einer Umfrage mitgemacht und danach plötzlich Werbung von Firmen bekommen, die ich nicht kannte. Seitdem gebe ich grundsätzlich nichts mehr frei. Also bitte nicht verwenden.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Da wäre ich nicht so begeistert von',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Keine Freigabe',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Das erlaube ich nicht',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nö',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Widerspruch',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nope, no consent',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Eher ungern',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      bedingt: {
        examples: [
          'Nur wenn es wirklich anonym ist',
          'Ja, aber ohne meinen Namen',
          'Nur für diese Studie',
          'Wenn die Daten danach gelöscht werden',
          'Nur wenn ich die Ergebnisse sehe',
          'Unter Bedingungen',
        ],
        answers: [
          {
            text: 'Ich stimme zu, sofern eine Weitergabe an Dritte ausgeschlossen ist.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Unter der Voraussetzung, dass keine Rückschlüsse auf meine Person möglich sind, gern.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ja, aber nur für die Uni, nicht für Firmen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Okay, solange keiner rausfinden kann, dass das von mir ist',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Gern, falls ich den Bericht nachher zugeschickt bekomme',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Scho, aber bloß wenn koaner woaß, dass des vo mir is',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jo, aber bloß für die Schtudie und net für Werbung',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Jut, aber nur wenn meen Name nirgends uffdaucht',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'ja wenn man mich nicht erkenen kann',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'ok aber nur wen nix weitergegeben wird',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '👍 aber nur anonym 🕵️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '✅❓ nur ohne Namen',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Klar, solange mein Chef nicht rausfindet, was ich über ihn geschrieben habe 😅',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Grundsätzlich finde ich Forschung wichtig und helfe gern. Allerdings habe ich im Freitext auch ein paar Dinge über meinen Arbeitgeber erwähnt. Die Passage mit dem Firmennamen bitte vorher rausnehmen, dann ist es okay.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich arbeite selbst im Datenschutz und bin da vorsichtig. Wenn die Daten nach Abschluss der Studie gelöscht werden, stimme ich zu. Sonst eher nicht.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Nicht ausgeschlossen, wenn die Rahmenbedingungen stimmen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht ohne vorherige Rücksprache mit mir',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nur dann, wenn nichts auf mich zurückzuführen ist',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Bedingt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Nur pseudonym',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Okay, but only wenn alles DSGVO-konform ist',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Hm, kommt drauf an, wofür genau',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Jo, aber nume wenn mi Name nöd drin isch',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
    },
  },
  {
    id: 'kaufgrund',
    question: 'Was war für Sie der wichtigste Grund, sich für dieses Produkt zu entscheiden?',
    isNew: true,
    intents: {
      preis: {
        examples: ['Der Preis', 'Es war günstig', 'Gutes Angebot', 'Billig', 'Preis-Leistung', 'Im Angebot'],
        answers: [
          {
            text: 'Ausschlaggebend war für mich der attraktive Kaufpreis.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Es war im Vergleich das mit Abstand kostengünstigste Modell.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'War grad reduziert, da hab ich zugeschlagen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Hat am wenigsten gekostet von allen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Black Friday, 40 Prozent runter',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des war a Schnäppchen',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des war halt net so deier',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Dit war 'n Schnapper",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'war im sale und voll günstik',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'hat wenig gekosted',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '💸✂️ Rabatt!',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🏷️🤑',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich bin Schwabe. Muss ich mehr sagen? 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Mein alter Wasserkocher ist mitten im Monat kaputtgegangen und das Konto war schon ziemlich leer. Ich habe einfach den genommen, der am wenigsten gekostet hat. Hauptsache, er kocht Wasser.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich hatte drei ähnliche Geräte auf dem Zettel. Technisch waren die fast gleich, eures war aber 60 Euro weniger. Da musste ich nicht lange überlegen.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Für das Geld konnte man nicht meckern',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht wegen der Marke, sondern weil es so wenig gekostet hat',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Teurer hätte es nicht sein dürfen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Sale',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Rabatt',
            ambiguous: false,
            register: 'short',
          },
          {
            text: "Mega Deal, hab's mit Gutscheincode fast umsonst bekommen",
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: "Fand's einfach fair für das, was man bekommt",
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      qualitaet: {
        examples: [
          'Die Qualität',
          'Gute Verarbeitung',
          'Es hält lange',
          'Hochwertig',
          'Zuverlässig',
          'Gute Testergebnisse',
        ],
        answers: [
          {
            text: 'Mich hat die solide Bauweise und Langlebigkeit überzeugt.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das Gerät hat bei der Stiftung Warentest sehr gut abgeschnitten.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Das Teil ist einfach robust, das hält was aus',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Meine Oma hat dasselbe seit 20 Jahren, und es läuft noch',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Fühlt sich wertig an, nicht so ein Plastikschrott',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Des is a g'scheits Trumm, des hebt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des isch halt a gscheits Zeug, des hebt ewig',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Dat is ornlich maakt, dat höllt',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'qualität ist einfach top, sehr robst',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'hält ewig, gut gemaht',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '💎💪',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🏆 Testsieger',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich hatte genug von Sachen, die nach der Garantie pünktlich den Geist aufgeben. Bei euch hoffe ich mal auf ein langes Leben 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe mir in den letzten fünf Jahren drei billige Mixer gekauft, die alle nach kurzer Zeit kaputt waren. Diesmal wollte ich etwas, das richtig was taugt, auch wenn es mehr kostet. Die Bewertungen zur Haltbarkeit haben mich überzeugt.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Im Laden habe ich mehrere Koffer in die Hand genommen. Eurer war der einzige, bei dem die Rollen nicht gewackelt haben und die Nähte ordentlich aussahen. Das war für mich entscheidend.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Das Ding ist nicht so schnell kleinzukriegen',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht der Preis, sondern dass es nicht gleich kaputtgeht',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Kein Billigkram',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Langlebigkeit',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Robustheit',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Premium Quality, sehr solide built',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Der gute Ruf der Marke',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Mein Bauchgefühl, es wirkte einfach gut gemacht und preislich fair',
            ambiguous: true,
            register: 'colloquial',
          },
        ],
      },
      design: {
        examples: ['Das Aussehen', 'Schönes Design', 'Die Farbe', 'Es sieht gut aus', 'Die Optik', 'Stylisch'],
        answers: [
          {
            text: 'Die ästhetische Gestaltung passt hervorragend zu meiner Einrichtung.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Mich hat vor allem die elegante Formgebung angesprochen.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Sah einfach mega schick aus',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Das Salbeigrün, da konnte ich nicht widerstehen',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Passt perfekt zu meiner Küche',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Des schaut fesch aus',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Des isch halt schnuckelig, des gfällt mir',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Sieht schnieke aus',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'sieht einfach schön aus, tolle form',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'die farbe is so hübsch',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '😍🎨',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '✨💅 so hübsch',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ehrlich? Weil es auf Instagram-Fotos gut aussieht. Funktionieren muss es nebenbei auch noch 😄',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Ich habe gerade meine Wohnung neu eingerichtet, alles in Holz und Weiß. Die anderen Lampen sahen aus wie aus dem Baumarkt. Eure fügt sich einfach perfekt ein.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Technisch sind die Kopfhörer wohl alle ähnlich. Aber eure sind die einzigen, die ich mich traue, in der Öffentlichkeit zu tragen, so schön schlicht. Das war ehrlich gesagt der Grund.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Hässlich ist es jedenfalls nicht, eher im Gegenteil',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Nicht die Technik, sondern dass es so schön ist',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht so klobig wie die anderen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Schick',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Form',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Der Look, sehr clean und minimalistisch',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Hat mir einfach gefallen',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: 'Es gseht eifach schön us',
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
      nachhaltigkeit: {
        examples: ['Nachhaltigkeit', 'Umweltfreundlich', 'Bio', 'Fair produziert', 'Regional', 'Weniger Plastik'],
        answers: [
          {
            text: 'Die ökologische und sozialverträgliche Herstellung war für mich ausschlaggebend.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ich achte auf einen geringen CO₂-Fußabdruck, das Produkt erfüllt diesen Anspruch.',
            ambiguous: false,
            register: 'formal',
          },
          {
            text: 'Ist ohne Kinderarbeit hergestellt, das ist mir wichtig',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Kommt aus der Gegend, keine langen Transportwege',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: 'Recyceltes Material, fand ich gut',
            ambiguous: false,
            register: 'colloquial',
          },
          {
            text: "Weil's vo do is, ned vom andern End vo da Welt",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: "Weil des aus der Gegend kommt und ned um d'halbe Welt gfahre wird",
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'Weil dit umweltmäßig jut is',
            ambiguous: false,
            register: 'dialect',
          },
          {
            text: 'umweltfreundich hergestellt',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: 'wegen der nachhaltikeit',
            ambiguous: false,
            register: 'typos',
          },
          {
            text: '🌱♻️',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: '🌍💚',
            ambiguous: false,
            register: 'emoji',
          },
          {
            text: 'Ich wollte mein schlechtes Gewissen wegen meiner letzten Flugreise etwas beruhigen 😅 Also ja, weil es ökologisch ist.',
            ambiguous: false,
            register: 'sarcasm',
          },
          {
            text: 'Seit unsere Tochter bei Fridays for Future mitläuft, achten wir als Familie viel mehr darauf, was wir kaufen. Bei diesem Produkt sind alle Zutaten aus ökologischem Anbau. Das hat am Ende den Ausschlag gegeben.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Ich habe mir die Verpackung angeschaut und gesehen, dass sie komplett kompostierbar ist. Außerdem wird das Produkt in Deutschland hergestellt. Dafür zahle ich gern etwas mehr.',
            ambiguous: false,
            register: 'story',
          },
          {
            text: 'Dass es der Umwelt nicht schadet, war nicht ganz unwichtig',
            ambiguous: false,
            register: 'litotes',
          },
          {
            text: 'Keine Chemie, kein unnötiger Müll',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Nicht um die halbe Welt geflogen',
            ambiguous: false,
            register: 'negation',
          },
          {
            text: 'Öko',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Fairtrade',
            ambiguous: false,
            register: 'short',
          },
          {
            text: 'Sustainability, zero waste ist mir wichtig',
            ambiguous: false,
            register: 'mixed',
          },
          {
            text: 'Dass es ehrlich und ordentlich hergestellt ist',
            ambiguous: true,
            register: 'colloquial',
          },
          {
            text: "Wil's us de Region chunnt",
            ambiguous: false,
            register: 'dialect',
          },
        ],
      },
    },
  },
]
