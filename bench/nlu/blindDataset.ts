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
        ],
      },
    },
  },
]
