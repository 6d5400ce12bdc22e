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

/**
 * The broader lexicon (issue #20, step 2): general German vocabulary for the same concepts,
 * written from knowledge of the language (standard, colloquial, regional, chat spelling), not
 * from any answer set; no package holds such a list, so there is no licence to check. A word the
 * core list above already has is skipped here, so the core weights stay as they were tuned.
 */
const BROADER: [string, ConceptWeights][] = [
  ...entries(
    'bestens,einwandfrei,tadellos,astrein,erstklassig,exzellent,fantastisch,phantastisch,grossartig,' +
      'herrlich,traumhaft,fabelhaft,vorbildlich,zuverlaessig,unkompliziert,reibungslos,problemlos,' +
      'angenehm,nett,lieb,supi,suppi,jut,knorke,dufte,leiwand,bombastisch,zufriedenstellend,' +
      'ueberzeugt,ueberzeugend,hammer,wow,yay,juhu,danke,dankeschoen,lob,loben,froh,erfreut,' +
      'begeisternd,grandios,sensationell,brilliant,brillant,klasse,spitzenklasse,weltklasse,' +
      'gelungen,positiv,optimal,ideal,wunderschoen,goldrichtig,freude,zufriedener,' +
      'geklappt,klappt,klappte,gepasst,geholfen,hilfreich,kulant,fair,' +
      '😎,😌,🥳,🎉,✨,⭐,🌟,💪,😇,☺,🤗,💚,💙,💜,🧡,💖,🆒,✔',
    { polarity: 1 },
  ),
  ...entries(
    'miserabel,unterirdisch,grausam,grauenvoll,inakzeptabel,unzumutbar,frechheit,zumutung,' +
      'aergern,geaergert,veraergert,wut,wuetend,stinksauer,angepisst,angefressen,bescheiden,schlimm,' +
      'uebel,fies,lausig,murks,pfusch,schrott,ramsch,unbrauchbar,nutzlos,sinnlos,traurig,versagt,' +
      'reinfall,fehlkauf,unzuverlaessig,chaotisch,chaos,umstaendlich,kompliziert,verwirrend,' +
      'unhoeflich,arrogant,ignoriert,negativ,ernuechternd,ernuechtert,meh,pfui,igitt,bah,oede,' +
      'schwach,duerftig,armselig,laecherlich,daneben,fehlanzeige,desaster,debakel,horror,albtraum,' +
      'alptraum,nervtoetend,schlimmste,schlechteste,schlechtester,bloede,doofe,' +
      '🤮,🤢,😩,😫,😖,😣,😔,😓,😥,🙄,💔,😬,🤦',
    { polarity: -1 },
  ),
  ...entries(
    'mittelpraechtig,passabel,annehmbar,vertretbar,durchschnitt,standard,unspektakulaer,' +
      'gewoehnlich,ausreichend,befriedigend,okayish,okayisch,ambivalent,zwiegespalten,wechselhaft,' +
      'schwankend,halbwegs,gemischte,mau,einigermassen,🙃,😶',
    { neutral: 1 },
  ),
  ...entries('ausbaufaehig,verbesserungswuerdig,verbesserungsbeduerftig,optimierbar', { neutral: 0.6, polarity: -0.6 }),
  ...entries(
    'jaa,jou,joah,jawoll,jepp,yup,yo,okidoki,freilich,sowieso,selbstredend,bestimmt,allemal,' +
      'klaro,logisch,zustimmen,einverstanden,gerne,weiterempfehlen,empfehlen,empfehle,' +
      'weiterempfohlen,weitermachen,fortfahren,loslegen,👌,🤝',
    { assent: 1 },
  ),
  ...entries('naa,nae,noee,neee,never,nah,keineswegs,mitnichten,ablehnen,abgelehnt,🙅,⛔,🚫', { assent: -1 }),
  ...entries(
    'vllt,vlt,vielleich,womoeglich,unentschlossen,ueberlegen,ueberleg,fraglich,hmm,hm,grübel,' +
      'gruebel,unschluessig,eventl,ungewiss,schaun,sehn,❓,🤨',
    { unsure: 1 },
  ),
  ...entries('feierabend,tschoe,tschuessi,servus,adieu,baba,abbruch,aufhoern,stoppen,✋,🛑', {
    stop: 1,
  }),
  ...entries('bald,uebermorgen,zeitnah,moment,augenblick,sekunde,beschaeftigt,unterwegs,spaeteren,⏰,⏳', {
    later: 1,
  }),
  ...entries(
    'preislich,kostspielig,happig,gesalzen,wucher,wucherpreise,nepp,bezahlen,bezahlt,rechnung,' +
      'abo,abonnement,monatsbeitrag,aufpreis,versandkosten,budget,pleite,finanziell,geldbeutel,' +
      'portemonnaie,eur,cent,preiserhoehung,preiserhoehungen,teuerung,inflation,kostenlos,gratis,' +
      'sparen,spare,leisten,unbezahlbar,preisleistung,angebot,angebote,sale,🤑,💶',
    { price: 1 },
  ),
  ...entries(
    'qualitativ,verarbeitet,zerbrochen,gerissen,verschlissen,abgenutzt,robust,langlebig,wertig,' +
      'minderwertiger,plastik,stoff,naht,naehte,passform,ruckelt,laggt,haengt,absturz,' +
      'schmeckt,zutaten,sortiment,auswahl,produkt,produkte,ware,artikel,zustand,beschaedigt,' +
      'fehlerhaft,reparatur,garantie,reklamation,kaputtgegangen,billigproduktion,kratzer',
    { quality: 1 },
  ),
  ...entries(
    'team,kundenbetreuung,betreuung,callcenter,warteschleife,rueckmeldung,zurueckgerufen,' +
      'rueckruf,antworten,geantwortet,verkaeuferin,kassiererin,kassierer,filiale,laden,' +
      'hilfsbereitschaft,kulanz,umgang,ansprechbar,freundlicher,beraten,berät,beraet,chatbot',
    { service: 1 },
  ),
  ...entries(
    'lieferdienst,versendet,verschickt,zugestellt,zusteller,bote,paketbote,hermes,dpd,ups,gls,' +
      'tracking,sendungsverfolgung,angekommen,ankam,eingetroffen,ewig,ewigkeiten,verzoegert,' +
      'verzoegerung,packstation,abholung,versandkosten,lieferzeiten,lieferte,zugestellt,kurier',
    { delivery: 1 },
  ),
  ...entries(
    'tagtaeglich,andauernd,permanent,regelmaessig,oefters,meistens,woechentlich,stuendlich,' +
      'taeglich,dauernd,jederzeit,💯',
    { often: 1 },
  ),
  ...entries('vereinzelt,sporadisch,unregelmaessig,seltener,gelegentliche', { rarely: 1 }),
  ...entries('keinmal,runtergeschmissen,geloescht,ungenutzt,nimmermehr', { never: 1 }),
  ...entries('emailadresse,mailadresse,postfach,outlook,yahoo,hotmail,posteingang,schriftlich,newsletter', {
    email: 1,
  }),
  ...entries('telefonieren,tel,mobil,mobilnummer,handynummer,zurueckrufen,durchklingeln,anrufbeantworter,📱', {
    phone: 1,
  }),
  ...entries('whatsap,threema,imessage,simsen,texten,chatten,📲', { messenger: 1 }),
  ...entries(
    'kumpel,kumpels,arbeitskollege,arbeitskollegin,eltern,mama,papa,oma,opa,tante,onkel,cousin,' +
      'cousine,partner,partnerin,schwager,schwaegerin,mitbewohner,tipp,weitererzaehlt,' +
      'mundpropaganda,hoerensagen,kinder,sohn,tochter,verein,kommilitone,kommilitonin',
    { people: 1 },
  ),
  ...entries(
    'googeln,fb,reddit,twitter,linkedin,pinterest,influencer,influencerin,blog,forum,appstore,' +
      'playstore,suchmaschine,bewertung,rezension,rezensionen,check24,idealo,amazon,ebay,homepage,' +
      'podcast',
    { online: 1 },
  ),
  ...entries(
    'plakate,inserat,fernsehwerbung,broschuere,zeitschrift,magazin,beilage,messe,briefkasten,' +
      'postwurf,katalog,werbeanzeige,werbeplakat,kino,📺,📻,📰',
    { ads: 1 },
  ),
  ...entries('wegziehen,weggezogen,auswandern,ausgewandert,neubau,heimat,🏡', { moving: 1 }),
  ...entries(
    'job,deadline,zeitdruck,ueberlastet,ueberfordert,burnout,erschoepft,platt,' +
      'unterfordert,langweilig,langeweile,leerlauf,gelangweilt,unterbeschaeftigt,daeumchen',
    { workload: 1 },
  ),
  ...entries('ueberlastet,ueberfordert,burnout,erschoepft,gelangweilt,langweilig,langeweile', { polarity: -0.7 }),
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
  // Broader phrases (step 2): idioms whose words alone say something else.
  ['weder gut noch schlecht', { neutral: 1.5 }],
  ['mal so mal so', { neutral: 1.2 }],
  ['nichts besonderes', { neutral: 1 }],
  ['nix besonderes', { neutral: 1 }],
  ['in ordnung', { polarity: 0.5, neutral: 0.5 }],
  ['alles gut', { polarity: 1 }],
  ['alles bestens', { polarity: 1.3 }],
  ['alles prima', { polarity: 1.3 }],
  ['daumen hoch', { polarity: 1, assent: 0.5 }],
  ['daumen runter', { polarity: -1, assent: -0.5 }],
  ['luft nach oben', { polarity: -0.5, neutral: 0.5 }],
  ['lieber nicht', { assent: -1 }],
  ['nein danke', { assent: -1.2 }],
  ['vergiss es', { assent: -1.2, polarity: -0.3 }],
  ['kann sein', { unsure: 1.2 }],
  ['mag sein', { unsure: 1 }],
  ['je nachdem', { unsure: 1.2 }],
  ['kein plan', { unsure: 1.5 }],
  ['keinen plan', { unsure: 1.5 }],
  ['weiss noch nicht', { unsure: 1.5 }],
  ['mal gucken', { unsure: 1.2 }],
  ['null bock', { stop: 1.5, polarity: -0.3 }],
  ['keinen bock', { stop: 1.5, polarity: -0.3 }],
  ['bin dabei', { assent: 1.2 }],
  ['kein interesse', { stop: 1, assent: -1 }],
  ['lass gut sein', { stop: 1.5 }],
  ['hoer auf', { stop: 1.5 }],
  ['muss los', { later: 1, stop: 0.5 }],
  ['muss weg', { later: 1, stop: 0.5 }],
  ['grad schlecht', { later: 1.2 }],
  ['gerade schlecht', { later: 1.2 }],
  ['heute abend', { later: 1.5 }],
  ['naechste woche', { later: 1.5 }],
  ['ein anderes mal', { later: 1.5 }],
  ['ab und an', { rarely: 1.5 }],
  ['alle paar wochen', { rarely: 1.5 }],
  ['einmal im monat', { rarely: 1.5 }],
  ['ueberhaupt nicht', { never: 1, assent: -1 }],
  ['fast immer', { often: 1.5 }],
  ['jede woche', { often: 1 }],
  ['mehrmals am tag', { often: 2 }],
  ['viel zu tun', { workload: 1.5, polarity: -0.3 }],
  ['nichts zu tun', { workload: 1, neutral: 0.3 }],
  ['land unter', { workload: 1.5, polarity: -1 }],
  ['am limit', { workload: 1.5, polarity: -1 }],
  ['social media', { online: 1.5 }],
  ['preis leistung', { price: 1.5 }],
  ['kein bedarf', { never: 0.7, assent: -0.7 }],
  ['nicht mehr noetig', { never: 0.7, assent: -0.7 }],
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

const CORE_WORDS = merge(WORDS)
export const LEXICON_WORDS = merge([...WORDS, ...BROADER.filter(([word]) => !CORE_WORDS.has(word))])
export const LEXICON_PHRASES: ReadonlyMap<string, ConceptWeights> = merge(PHRASES)
export const LONGEST_PHRASE = Math.max(...PHRASES.map(([p]) => p.split(' ').length))
