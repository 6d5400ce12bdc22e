// Synonym and sentiment lexicon for colloquial German chat answers. With five or six examples per
// intent the examples cannot cover "jo", "passt scho", "nö" and 👍; the lexicon maps such words to
// a few shared concepts, so an answer and an example meet even when they share no letters.
// Keys are folded (ä -> ae, ß -> ss) and lower-case, as normalize() produces them.

/** The concept dimensions. polarity and assent are signed (-1 .. 1); the others count mentions. */
export const CONCEPTS = [
  'polarity',
  'assent',
  'neutral',
  'unsure',
  'stop',
  'later',
  'price',
  'quality',
  'service',
  'delivery',
  'often',
  'rarely',
  'never',
  'email',
  'phone',
  'messenger',
  'people',
  'online',
  'ads',
  'moving',
  'workload',
] as const
export type Concept = (typeof CONCEPTS)[number]
export type ConceptWeights = Partial<Record<Concept, number>>

const entries = (words: string, weights: ConceptWeights): [string, ConceptWeights][] =>
  words.split(',').map((w) => [w.trim(), weights])

const POSITIVE =
  'gut,super,toll,klasse,prima,spitze,top,mega,geil,cool,nice,perfekt,hervorragend,ausgezeichnet,' +
  'wunderbar,genial,zufrieden,gluecklich,begeistert,spitzenmaessig,1a,bombe,fein,freundlich,schoen,lecker,' +
  'gefallen,gefaellt,gefiel,liebe,lieben,mag,gerne,gern,sauber,stark,empfehlenswert,happy,' +
  '👍,😀,😃,😄,😁,😊,🙂,😍,🥰,❤,💯,🔥,👌,🤩,🙌,👏'
const NEGATIVE =
  'schlecht,mies,doof,bloed,scheisse,mist,katastrophe,katastrophal,furchtbar,schrecklich,' +
  'enttaeuscht,enttaeuschend,enttaeuschung,unzufrieden,aergerlich,aerger,nervig,nervt,genervt,sauer,' +
  'frech,unfreundlich,unverschaemt,grottig,grauenhaft,mangelhaft,ungenuegend,problem,probleme,' +
  'schade,leider,kacke,lahm,peinlich,unmoeglich,frust,frustriert,stress,gestresst,' +
  '👎,☹,🙁,😞,😠,😡,🤬,😢,😭,💩,😤,😒'
const NEUTRAL =
  'ok,okay,okey,oke,mittel,mittelmaessig,durchschnittlich,durchwachsen,gemischt,teils,' +
  'solala,soso,normal,ordentlich,akzeptabel,naja,na,joa,jein,😐,😑,😕,🤷'

/** Single words. Later entries add to earlier ones (a word may carry several concepts). */
const WORDS: [string, ConceptWeights][] = [
  ...entries(POSITIVE, { polarity: 1 }),
  ...entries(NEGATIVE, { polarity: -1 }),
  ...entries(NEUTRAL, { neutral: 1 }),
  ...entries(
    'meckern,gemecker,beklagen,beklage,klagen,klage,beschweren,beschwere,beanstanden,beanstandung,auszusetzen,aussetzen,bemaengeln,kritik,kritisieren,jammern,schwierigkeiten,beschwerden',
    { polarity: -1 },
  ),
  ...entries(
    'ja,jo,jup,jep,jap,yes,yep,jawohl,klar,natuerlich,sicher,sicherlich,genau,definitiv,unbedingt,logo,' +
      'absolut,selbstverstaendlich,gerne,gern,doch,aufjedenfall,safe,✅,👍',
    { assent: 1 },
  ),
  ...entries('nein,ne,nee,noe,nope,nö,no,niemals,keinesfalls,❌,👎', { assent: -1 }),
  ...entries(
    'vielleicht,eventuell,evtl,moeglicherweise,unsicher,unklar,kommt,weiss,schwer,ahnung,' + 'wahrscheinlich,🤔,🤷',
    { unsure: 1 },
  ),
  ...entries('aufhoeren,abbrechen,beenden,stopp,stop,schluss,tschuess,tschau,ciao,bye,genug,reicht,raus,nerv', {
    stop: 1,
  }),
  ...entries('spaeter,morgen,nachher,gleich,abends,wochenende,irgendwann,demnaechst,naechstemal', { later: 1 }),
  ...entries(
    'preis,preise,teuer,teurer,billig,billiger,guenstig,guenstiger,kosten,kostet,geld,euro,€,' +
      'bezahlbar,preiswert,abzocke,ueberteuert,kohle,zahlen,beitrag,gebuehr,gebuehren,tarif,rabatt,' +
      'sparen,leisten,💸,💰',
    { price: 1 },
  ),
  ...entries(
    'qualitaet,hochwertig,minderwertig,verarbeitung,material,kaputt,defekt,haltbar,haelt,' +
      'stabil,wackelig,billigware,mangel,maengel,frisch,geschmack,funktioniert,funktionieren,' +
      'fehler,bugs,bug,abstuerze,stuerzt',
    { quality: 1 },
  ),
  ...entries(
    'service,kundenservice,kundendienst,personal,mitarbeiter,mitarbeiterin,beratung,berater,' +
      'verkaeufer,hotline,support,ansprechpartner,freundlichkeit,hilfsbereit,kompetent,bedienung,' +
      'erreichbar,erreichbarkeit,antwort,beschwerde',
    { service: 1 },
  ),
  ...entries(
    'lieferung,liefern,geliefert,versand,paket,lieferzeit,dauert,dauerte,wartezeit,warten,' +
      'langsam,schnell,schneller,puenktlich,verspaetung,verspaetet,zustellung,dhl,post,🚚,📦',
    { delivery: 1 },
  ),
  ...entries('taeglich,jeden,staendig,dauernd,oft,haeufig,mehrmals,immer,dauernutzer,🔁', { often: 1 }),
  ...entries('selten,manchmal,gelegentlich,kaum,wenig,monat,monatlich,paarmal', { rarely: 1 }),
  ...entries('nie,niemals,garnicht,nimmer,geloescht,deinstalliert', { never: 1 }),
  ...entries('email,mail,emails,mails,gmail,gmx,web,@,📧,✉', { email: 1 }),
  ...entries('telefon,anruf,anrufen,ruft,rufen,telefonisch,handy,festnetz,nummer,klingeln,📞,☎', { phone: 1 }),
  ...entries('whatsapp,whats,signal,telegram,sms,nachricht,schreiben,chat,messenger,💬', { messenger: 1 }),
  ...entries(
    'freund,freunde,freundin,bekannte,bekannter,kollege,kollegin,kollegen,familie,mutter,vater,' +
      'bruder,schwester,nachbar,nachbarin,empfehlung,empfohlen,erzaehlt,mund',
    { people: 1 },
  ),
  ...entries(
    'google,internet,online,instagram,insta,facebook,tiktok,youtube,suche,gegoogelt,gesucht,' +
      'webseite,website,netz,bewertungen,vergleichsportal,social',
    { online: 1 },
  ),
  ...entries(
    'werbung,plakat,anzeige,radio,fernsehen,tv,flyer,prospekt,zeitung,spot,werbespot,' +
      'reklame,litfasssaeule,bus,banner',
    { ads: 1 },
  ),
  ...entries('umzug,umziehen,ziehe,ziehen,umgezogen,wohnort,stadt,ausland,wegziehen,wohnung,🏠', { moving: 1 }),
  ...entries('arbeit,aufgaben,projekte,stunden,ueberstunden,termine,deadlines,belastung,pensum,' + 'workload,druck', {
    workload: 1,
  }),
]

/** Multi-word phrases, matched before single words (longest first); they are not negated again. */
const PHRASES: [string, ConceptWeights][] = [
  ['geht so', { neutral: 1.2 }],
  ['na ja', { neutral: 1 }],
  ['so lala', { neutral: 1 }],
  ['ganz ok', { neutral: 1 }],
  ['ganz okay', { neutral: 1 }],
  ['passt scho', { polarity: 0.8, assent: 0.5 }],
  ['passt schon', { polarity: 0.8, assent: 0.5 }],
  ['passt', { polarity: 0.8, assent: 0.5 }],
  ['nicht schlecht', { polarity: 0.7 }],
  ['kein problem', { polarity: 0.7, assent: 0.7 }],
  ['nicht wirklich', { assent: -0.8, polarity: -0.5 }],
  ['eher nicht', { assent: -0.8, unsure: 0.3 }],
  ['eher ja', { assent: 0.8, unsure: 0.3 }],
  ['eher nein', { assent: -0.8, unsure: 0.3 }],
  ['auf jeden fall', { assent: 1.5 }],
  ['auf keinen fall', { assent: -1.5 }],
  ['na klar', { assent: 1.2 }],
  ['keine ahnung', { unsure: 1.5 }],
  ['weiss nicht', { unsure: 1.5 }],
  ['weiss ich nicht', { unsure: 1.5 }],
  ['mal sehen', { unsure: 1.2 }],
  ['mal schauen', { unsure: 1.2 }],
  ['kommt drauf an', { unsure: 1.5 }],
  ['kommt darauf an', { unsure: 1.5 }],
  ['schwer zu sagen', { unsure: 1.5 }],
  ['bin mir nicht sicher', { unsure: 1.5 }],
  ['nicht sicher', { unsure: 1.2 }],
  ['keine lust', { stop: 1.5, polarity: -0.3 }],
  ['kein bock', { stop: 1.5, polarity: -0.3 }],
  ['keine zeit', { later: 1, stop: 0.5 }],
  ['grad nicht', { later: 1 }],
  ['gerade nicht', { later: 1 }],
  ['jetzt nicht', { later: 1 }],
  ['nicht jetzt', { later: 1 }],
  ['ein andermal', { later: 1.5 }],
  ['jeden tag', { often: 1.5 }],
  ['ab und zu', { rarely: 1.5 }],
  ['hin und wieder', { rarely: 1.5 }],
  ['fast nie', { rarely: 1, never: 0.5 }],
  ['so gut wie nie', { never: 1, rarely: 0.5 }],
  ['gar nicht', { never: 1, assent: -1 }],
  ['noch nie', { never: 1.5 }],
  ['nicht mehr', { never: 0.7 }],
  // "nie wieder" is a verdict, not a frequency: the "wieder" would otherwise be lost.
  ['nie wieder', { never: 1, polarity: -1.2, assent: -1 }],
  ['nie mehr', { never: 1, polarity: -0.8, assent: -0.8 }],
  ['nimmer wieder', { never: 1, polarity: -1.2, assent: -1 }],
  ['gerne wieder', { polarity: 1, assent: 0.8 }],
  ['gern wieder', { polarity: 1, assent: 0.8 }],
  ['jederzeit wieder', { polarity: 1, assent: 0.8 }],
  ['mund zu mund', { people: 1.5 }],
  ['zu viel', { workload: 1, polarity: -0.5 }],
  ['zu wenig', { workload: 1, neutral: 0.3 }],
  ['zu teuer', { price: 1.5, polarity: -0.5 }],
  ['e mail', { email: 1.5 }],
  ['weiter geht', { assent: 1 }],
  ['lass mich', { stop: 1 }],
  ['in ruhe', { stop: 1 }],
  ['brauch ich nicht', { assent: -1 }],
  ['brauche ich nicht', { assent: -1 }],
]

/**
 * Complaint words: negative on their own ("ich muss mich beschweren"), full praise when negated
 * ("nichts zu meckern", "kann mich nicht beklagen", "kein Grund zur Klage"). A negation flips them
 * completely, not to the milder praise of "nicht schlecht": the litotes is how people say "gut".
 */
export const COMPLAINT_WORDS: ReadonlySet<string> = new Set(
  (
    'meckern,gemecker,beklagen,beklage,klagen,klage,beschweren,beschwere,beanstanden,beanstandung,' +
    'auszusetzen,aussetzen,bemaengeln,kritik,kritisieren,jammern,probleme,problem,schwierigkeiten,aerger,' +
    'stress,beschwerden'
  ).split(','),
)

/**
 * Comparatives. On their own "besser" is praise ("ist besser geworden"), but in a counterfactual
 * clause (könnte, hätte, wäre ...) it says there is room to improve: "könnte besser sein" is
 * criticism, and negated, "könnte nicht besser sein" / "hätte kaum besser sein können", it is the
 * highest praise. Negative comparatives mirror this ("hätte schlimmer sein können" is mild relief).
 * The value is the polarity on its own; COUNTERFACTUAL_FACTOR turns it around in a counterfactual.
 */
export const COMPARATIVES: ReadonlyMap<string, number> = new Map([
  ...'besser,schoener,toller,angenehmer,einfacher,freundlicher,guenstiger,schneller,zufriedener'
    .split(',')
    .map((w): [string, number] => [w, 0.7]),
  ...'schlechter,schlimmer,teurer,langsamer,unfreundlicher,komplizierter'
    .split(',')
    .map((w): [string, number] => [w, -0.7]),
])
/** Counterfactual markers: a comparative in their clause means "not as it should be". */
export const COUNTERFACTUALS: ReadonlySet<string> = new Set(
  'koennte,koennten,koennt,haette,haetten,haett,waere,waeren,waer,wuerde,wuerden,wuerd,duerfte,sollte,sollten,muesste,ginge,gaebe,wuenschte'.split(
    ',',
  ),
)
/** "kaum" negates a comparative ("kaum besser"); elsewhere it means "rarely". */
export const WEAK_NEGATIONS: ReadonlySet<string> = new Set(['kaum', 'wenig'])

/** Words that scale the next concept word ("mega gut", "eher schlecht"). */
export const INTENSIFIERS: ReadonlyMap<string, number> = new Map([
  ['sehr', 1.5],
  ['mega', 1.6],
  ['voll', 1.5],
  ['total', 1.5],
  ['echt', 1.3],
  ['richtig', 1.4],
  ['extrem', 1.7],
  ['super', 1.5],
  ['ultra', 1.6],
  ['absolut', 1.5],
  ['wirklich', 1.3],
  ['besonders', 1.3],
  ['ziemlich', 1.2],
  ['so', 1.2],
  ['zu', 1.3],
  ['eher', 0.6],
  ['etwas', 0.6],
  ['bisschen', 0.6],
  ['relativ', 0.7],
  ['ganz', 0.9],
  ['halbwegs', 0.5],
  ['einigermassen', 0.5],
  ['recht', 0.8],
])

function merge(list: [string, ConceptWeights][]): ReadonlyMap<string, ConceptWeights> {
  const map = new Map<string, ConceptWeights>()
  for (const [key, weights] of list) {
    const sum: ConceptWeights = { ...map.get(key) }
    for (const [c, v] of Object.entries(weights) as [Concept, number][]) sum[c] = (sum[c] ?? 0) + v
    map.set(key, sum)
  }
  return map
}

export const LEXICON_WORDS = merge(WORDS)
export const LEXICON_PHRASES: ReadonlyMap<string, ConceptWeights> = merge(PHRASES)
export const LONGEST_PHRASE = Math.max(...PHRASES.map(([p]) => p.split(' ').length))
