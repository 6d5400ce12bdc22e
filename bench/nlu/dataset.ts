// A German example set for intent routing in chat surveys, written for this benchmark.
// Per block (question) and intent: 6 `examples` as an editor would type them in "Trainieren",
// and held-out `answers` as respondents type them on a phone (typos, dialect, emoji, one word,
// negations). An answer starting with "?" is genuinely ambiguous: a follow-up is the right outcome.

export interface IntentData {
  examples: string[]
  answers: { text: string; ambiguous: boolean }[]
}
export interface BlockData {
  id: string
  question: string
  intents: Record<string, IntentData>
}

type Raw = Record<string, [examples: string[], answers: string[]]>

function block(id: string, question: string, raw: Raw): BlockData {
  const intents: Record<string, IntentData> = {}
  for (const [handle, [examples, answers]] of Object.entries(raw)) {
    intents[handle] = {
      examples,
      answers: answers.map((a) => (a.startsWith('?') ? { text: a.slice(1), ambiguous: true } : { text: a, ambiguous: false })),
    }
  }
  return { id, question, intents }
}

export const DATASET: BlockData[] = [
  block('zufriedenheit', 'Wie zufrieden waren Sie mit Ihrem letzten Einkauf bei uns?', {
    zufrieden: [
      ['Sehr zufrieden', 'Alles bestens, danke', 'Ich war begeistert', 'Gut, hat alles geklappt', 'Super Erfahrung', 'Rundum zufrieden'],
      ['mega gut 👍', 'jo passt scho', 'war top', 'suuuper', 'hat alles gepasst, gerne wieder', 'voll zufrieden eigentlich',
        'kann mich nicht beklagen', 'einwandfrei', 'nicht schlecht, echt', 'bin happy 😊', 'Daumen hoch', 'lief prima'],
    ],
    unzufrieden: [
      ['Gar nicht zufrieden', 'Das war schlecht', 'Ich bin enttäuscht', 'Unzufrieden, es gab Probleme', 'Sehr ärgerlich', 'Nie wieder'],
      ['mies', 'nicht gut 👎', 'war echt doof', 'totale katastrophe', 'bin sauer', 'leider gar nicht gut gelaufen',
        'schlechteste erfahrung ever', 'nicht so zufrieden', 'hat mich ziemlich genervt', 'enttäuschend ☹️', 'nö, gar nicht', 'grottig'],
    ],
    teils: [
      ['Geht so', 'Teils teils', 'Es war okay', 'Mittelmäßig', 'Manches gut, manches schlecht', 'Durchschnittlich'],
      ['naja', 'joa ganz ok', 'so lala', 'mittel', 'war okay, nix besonderes', 'gemischt', 'ging so 😐', 'ganz ok',
        '?eigentlich gut aber die lieferung war schlecht', 'ok halt', '?kommt drauf an was man erwartet', 'durchwachsen'],
    ],
  }),
  block('empfehlung', 'Würden Sie uns Freunden und Bekannten weiterempfehlen?', {
    ja: [
      ['Ja', 'Ja, auf jeden Fall', 'Klar, gerne', 'Ja, habe ich schon gemacht', 'Sicher', 'Natürlich würde ich das'],
      ['jo', 'jep', 'klaro', 'jaaa', 'auf jeden', 'hab ich schon 3 leuten erzählt', 'ja sicher doch', '👍',
        'würde ich machen', 'logo', 'definitiv ja', 'safe'],
    ],
    nein: [
      ['Nein', 'Eher nicht', 'Auf keinen Fall', 'Nein, würde ich nicht', 'Bestimmt nicht', 'Nein, dafür war es zu schlecht'],
      ['nö', 'nee', 'nope', 'niemals', 'ne lieber nicht', 'sicher nicht', 'auf gar keinen fall', 'würd ich nich machen',
        'nein danke', '👎', 'eher nein', 'nicht wirklich'],
    ],
    weiss_nicht: [
      ['Weiß ich nicht', 'Vielleicht', 'Kommt darauf an', 'Bin mir nicht sicher', 'Keine Ahnung', 'Mal sehen'],
      ['vllt', 'evtl', 'kA', 'hmm weiss nich', 'mal schauen', 'kommt drauf an wem', '🤷', 'schwer zu sagen',
        '?eventuell schon', 'jein', '?möglicherweise', 'weiß noch nicht'],
    ],
  }),
  block('verbesserung', 'Was sollten wir als Erstes verbessern?', {
    preis: [
      ['Den Preis', 'Es ist zu teuer', 'Günstigere Preise', 'Die Kosten sind zu hoch', 'Billiger werden', 'Mehr Rabatte'],
      ['preise runter!!', 'zu teuer 💸', 'kostet einfach zu viel', 'das geld', 'günstiger wär schön', 'preis-leistung stimmt nicht',
        'is halt teuer', 'rabattaktionen', 'die versandkosten', 'überteuert', 'preis', 'billiger'],
    ],
    qualitaet: [
      ['Die Qualität', 'Die Produkte gehen schnell kaputt', 'Bessere Verarbeitung', 'Hochwertigeres Material', 'Weniger Mängel', 'Die Produktqualität'],
      ['qualität', 'quali', 'war nach 2 wochen kaputt', 'das zeug ist billig verarbeitet', 'besseres material bitte', 'hält nix aus',
        'defekt angekommen', 'die sachen halten nicht lange', 'produkt war mangelhaft', 'wackelig und billig', 'verarbeitung', 'die qualität lässt nach'],
    ],
    service: [
      ['Den Kundenservice', 'Freundlichere Mitarbeiter', 'Bessere Beratung', 'Die Hotline ist nie erreichbar', 'Schnellere Antworten vom Support', 'Das Personal'],
      ['service', 'kundendienst', 'die leute an der hotline', 'beratung war schlecht', 'verkäufer war unfreundlich', 'support antwortet nie',
        'man erreicht niemanden', 'mitarbeiter schulen', 'freundlichkeit', 'auf mails wird nicht geantwortet', 'personal', 'bessere beratung im laden'],
    ],
    lieferung: [
      ['Die Lieferung', 'Schnellerer Versand', 'Die Lieferzeit ist zu lang', 'Pünktliche Zustellung', 'Das Paket kam zu spät', 'Kürzere Wartezeit'],
      ['lieferung', 'versand dauert ewig', 'schneller liefern', 'paket kam 2 wochen zu spät 📦', 'dhl war mist', 'lieferzeiten',
        'zu lange gewartet', 'verspätung', 'zustellung', 'dass es schneller ankommt', 'wartezeit', 'lieferung verbessern pls'],
    ],
  }),
  block('kuendigung', 'Schade! Was ist der Hauptgrund für Ihre Kündigung?', {
    zu_teuer: [
      ['Zu teuer', 'Der Preis ist mir zu hoch', 'Ich kann es mir nicht mehr leisten', 'Der Beitrag wurde erhöht', 'Ich muss sparen', 'Es ist das Geld nicht wert'],
      ['zu teuer', 'kohle', 'kann ich mir nich mehr leisten', 'preiserhöhung', 'der beitrag ist zu hoch geworden', 'geld',
        'ist mir zu viel für das was man bekommt', 'die gebühren', 'muss sparen grad', '💸💸', 'kostet zu viel', 'tarif zu teuer'],
    ],
    umzug: [
      ['Ich ziehe um', 'Umzug', 'Ich wohne bald in einer anderen Stadt', 'Ich gehe ins Ausland', 'Neuer Wohnort', 'Wir sind umgezogen'],
      ['umzug', 'zieh weg', 'bin umgezogen', 'ziehe nach berlin', 'gehe für ein jahr ins ausland', 'neue wohnung, anderer ort',
        'wohn nicht mehr da', 'wegen umzug 🏠', 'umzug nach hamburg', 'wir ziehen weg', 'neuer job in einer anderen stadt', 'ausland'],
    ],
    unzufrieden: [
      ['Ich bin unzufrieden', 'Der Service ist schlecht', 'Zu viele Probleme', 'Die Leistung stimmt nicht', 'Ich habe mich zu oft geärgert', 'Schlechte Erfahrungen'],
      ['unzufrieden', 'service war mies', 'nur ärger gehabt', 'ständig probleme', 'bin enttäuscht', 'hat nie richtig funktioniert',
        'schlechter service', 'nur stress mit euch', 'leistung ist schlecht', 'zu oft ausgefallen', 'genervt', 'hat mir nicht gefallen'],
    ],
    kein_bedarf: [
      ['Ich brauche es nicht mehr', 'Kein Bedarf', 'Ich nutze es kaum', 'Brauche ich nicht', 'Ich habe keine Verwendung mehr dafür', 'Nutze es nie'],
      ['brauch ich nich mehr', 'kein bedarf mehr', 'nutze es eh nie', 'hab keine verwendung', 'brauch das nicht', 'hab es kaum genutzt',
        'benutze es nicht mehr', 'kein interesse mehr', 'bedarf ist weg', 'lohnt sich nicht weil ich es nicht nutze', 'nie genutzt', 'brauch ich nicht'],
    ],
  }),
  block('weiter', 'Haben Sie noch zwei Minuten für ein paar weitere Fragen?', {
    weiter: [
      ['Ja', 'Ja, gerne', 'Klar, weiter', 'Okay, los geht es', 'Ja, ich habe Zeit', 'Gerne, weiter'],
      ['jo', 'klar', 'ok', 'los', 'jep weiter', 'passt', 'ja gern', 'na klar', 'kein problem', 'weiter gehts', 'yes 👍', 'ok mach'],
    ],
    aufhoeren: [
      ['Nein', 'Nein, ich möchte aufhören', 'Ich will abbrechen', 'Keine Lust mehr', 'Bitte beenden', 'Das reicht mir'],
      ['nö', 'nee danke', 'stop', 'hör auf', 'kein bock mehr', 'genug jetzt', 'lass mich in ruhe', 'reicht', 'tschüss', 'beenden',
        'nein danke, das wars', 'ich hab keine lust'],
    ],
    spaeter: [
      ['Später', 'Jetzt nicht, später', 'Ich habe gerade keine Zeit', 'Morgen', 'Können wir das später machen?', 'Ein andermal'],
      ['später', 'grad nicht', 'nachher', 'hab grad keine zeit', 'morgen vllt', 'bin unterwegs, später', 'jetzt nicht',
        'am wochenende', 'heut abend', 'gerade schlecht', 'ein andermal gern', '?keine zeit'],
    ],
  }),
  block('kontakt', 'Wie dürfen wir Sie bei Rückfragen erreichen?', {
    email: [
      ['Per E-Mail', 'Mail', 'Schreiben Sie mir eine E-Mail', 'Am liebsten per Mail', 'E-Mail bitte', 'Über meine E-Mail-Adresse'],
      ['email', 'mail', 'per mail bitte', 'e-mail', 'emial', 'über gmx', 'lieber schriftlich per mail', 'mail ist am besten',
        '📧', 'schickt ne mail', 'e mail', 'mail pls'],
    ],
    telefon: [
      ['Telefonisch', 'Rufen Sie mich an', 'Per Telefon', 'Anruf', 'Am Handy', 'Über meine Telefonnummer'],
      ['anrufen', 'tel', 'telefon', 'ruft mich an', 'am besten anrufen', 'handy', 'telefonisch bitte', 'per anruf', '📞',
        'festnetz geht auch', 'gern anrufen', 'rufen sie durch'],
    ],
    whatsapp: [
      ['Per WhatsApp', 'WhatsApp', 'Per SMS', 'Schreiben Sie mir eine Nachricht', 'Über den Messenger', 'Per Chat'],
      ['whatsapp', 'whatsap', 'wa', 'sms', 'per whatsapp bitte', 'schreibt mir einfach', 'telegram', 'signal geht auch',
        'nachricht', 'whats app', '💬', 'am liebsten per whatsapp'],
    ],
    gar_nicht: [
      ['Gar nicht', 'Bitte nicht kontaktieren', 'Ich möchte nicht kontaktiert werden', 'Keine Rückfragen', 'Nein danke', 'Überhaupt nicht'],
      ['garnicht', 'gar nich', 'bitte nicht', 'keine kontaktaufnahme', 'will nicht kontaktiert werden', 'lieber nicht', 'nö',
        'ich will nix mehr hören', 'nein', 'kein kontakt bitte', 'ne lasst mal', 'überhaupt nicht'],
    ],
  }),
  block('nutzung', 'Wie oft nutzen Sie unsere App?', {
    oft: [
      ['Täglich', 'Jeden Tag', 'Sehr oft', 'Mehrmals am Tag', 'Ständig', 'Mehrmals pro Woche'],
      ['täglich', 'jeden tag', 'dauernd', 'oft', 'mehrmals täglich', 'eigentlich immer', 'fast jeden tag', 'ständig 😅',
        'sehr häufig', 'mehrmals die woche', 'ziemlich oft', 'dauernd am handy damit'],
    ],
    selten: [
      ['Selten', 'Ab und zu', 'Manchmal', 'Ein paar Mal im Monat', 'Eher selten', 'Gelegentlich'],
      ['selten', 'ab und zu', 'manchmal', 'hin und wieder', 'nicht so oft', 'eher selten', 'kaum', 'so 1x im monat',
        'gelegentlich', 'wenn ich dran denke', 'fast nie', 'ab un zu'],
    ],
    nie: [
      ['Nie', 'Gar nicht', 'Ich nutze sie nicht', 'Noch nie', 'Habe sie gelöscht', 'Überhaupt nicht'],
      ['nie', 'garnicht', 'gar nicht', 'noch nie benutzt', 'hab ich gelöscht', 'hab die app nicht', 'nutze ich nicht',
        'nö nie', 'nie genutzt', 'deinstalliert', 'kenn die app nicht', 'null'],
    ],
  }),
  block('belastung', 'Wie geht es Ihnen gerade mit Ihrer Arbeitsbelastung?', {
    passt: [
      ['Passt gut', 'Alles im grünen Bereich', 'Gut machbar', 'Ich komme gut zurecht', 'Genau richtig', 'Es ist gut so'],
      ['passt', 'passt scho', 'alles gut', 'gut', 'läuft', 'im grünen bereich 👍', 'gut zu schaffen', 'komm klar',
        'ist okay so', 'entspannt', 'alles easy', 'genau richtig so'],
    ],
    zu_viel: [
      ['Zu viel', 'Ich bin überlastet', 'Zu viele Überstunden', 'Ich schaffe das Pensum nicht', 'Viel zu viel Druck', 'Ich bin gestresst'],
      ['zu viel', 'viel zu viel 😩', 'land unter', 'überlastet', 'stress pur', 'nur noch überstunden', 'schaff das nicht mehr',
        'bin am limit', 'zu viele projekte gleichzeitig', 'gestresst', 'kaum zu schaffen', 'es wird zu viel'],
    ],
    zu_wenig: [
      ['Zu wenig', 'Ich bin unterfordert', 'Mir ist langweilig', 'Ich könnte mehr machen', 'Zu wenig zu tun', 'Ich hätte gern mehr Aufgaben'],
      ['zu wenig', 'langweilig', 'unterfordert', 'hab kaum was zu tun', 'mir ist öde', 'könnte mehr', 'gern mehr aufgaben',
        'zu wenig los', 'langeweile pur', 'ich dreh däumchen', 'bissl wenig', 'mehr verantwortung wär gut'],
    ],
  }),
  block('erfahren', 'Wie sind Sie auf uns aufmerksam geworden?', {
    empfehlung: [
      ['Durch eine Empfehlung', 'Ein Freund hat es mir erzählt', 'Über Bekannte', 'Von einer Kollegin', 'Meine Familie', 'Mundpropaganda'],
      ['freundin', 'über nen kumpel', 'kollege hat es empfohlen', 'meine mutter', 'von bekannten', 'empfehlung',
        'mund zu mund', 'meine schwester nutzt es', 'hat mir jemand erzählt', 'freunde', 'durch meinen nachbarn', 'familie'],
    ],
    internet: [
      ['Im Internet', 'Über Google', 'Instagram', 'Online gesucht', 'Über soziale Medien', 'Auf einer Vergleichsseite'],
      ['google', 'internet', 'insta', 'tiktok', 'hab gegoogelt', 'online', 'facebook', 'über youtube', 'vergleichsportal',
        'bewertungen im netz', 'suchmaschine', 'social media'],
    ],
    werbung: [
      ['Durch Werbung', 'Ein Plakat', 'Im Radio', 'Fernsehwerbung', 'Eine Anzeige in der Zeitung', 'Ein Flyer'],
      ['werbung', 'plakat', 'radio', 'tv', 'hab nen flyer bekommen', 'anzeige', 'werbespot', 'zeitung', 'an der bushaltestelle',
        'prospekt im briefkasten', 'fernsehen', 'reklame'],
    ],
  }),
]
