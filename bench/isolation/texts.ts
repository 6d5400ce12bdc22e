// Deterministic German-looking texts for the seeded training block and the 10 MB qa document:
// varied enough that a model and an index have a real vocabulary to work on.

const COMMON = [
  'ich',
  'finde',
  'dass',
  'die',
  'der',
  'das',
  'war',
  'ist',
  'eigentlich',
  'wirklich',
  'ganz',
  'sehr',
  'leider',
  'heute',
  'immer',
  'manchmal',
  'auch',
  'noch',
  'schon',
  'wieder',
  'bei',
  'mit',
  'für',
  'uns',
  'mir',
  'alles',
]
const TOPICS = [
  'Bibliothek',
  'Ausleihe',
  'Öffnungszeit',
  'Lesesaal',
  'Fernleihe',
  'Mahngebühr',
  'Katalog',
  'Zeitschrift',
  'Kopierer',
  'Gruppenraum',
  'Ausweis',
  'Rückgabe',
  'Vormerkung',
  'Medien',
  'Datenbank',
  'Schließfach',
]

/** The seeded open block's intents, each with words that mark it. */
export const INTENTS: Record<string, readonly string[]> = {
  lob: ['toll', 'super', 'freundlich', 'hilfreich', 'prima', 'zufrieden'],
  kritik: ['schlecht', 'unfreundlich', 'ärgerlich', 'langsam', 'chaotisch', 'enttäuscht'],
  frage: ['wie', 'warum', 'wann', 'wo', 'kann', 'darf'],
  preis: ['teuer', 'kosten', 'gebühr', 'euro', 'bezahlen', 'günstig'],
  lieferung: ['lieferung', 'paket', 'versand', 'ankunft', 'zustellung', 'warten'],
  service: ['beratung', 'hotline', 'mitarbeiter', 'auskunft', 'hilfe', 'schalter'],
  qualitaet: ['qualität', 'zustand', 'kaputt', 'beschädigt', 'neu', 'sauber'],
  sonstiges: ['egal', 'nichts', 'weiß', 'keine', 'anderes', 'sonst'],
}

/** A small linear congruential generator: the same texts on every run. */
export function random(seed: number): (n: number) => number {
  let state = seed
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n
  }
}

const pick = <T>(next: (n: number) => number, items: readonly T[]): T => items[next(items.length)] as T

/** `count` examples spread over the intents, 6 to 12 words each. */
export function trainingExamples(count: number): { handle: string; text: string }[] {
  const next = random(7)
  const handles = Object.keys(INTENTS)
  return Array.from({ length: count }, (_, i) => {
    const handle = handles[i % handles.length] as string
    const words = [pick(next, COMMON), pick(next, INTENTS[handle] ?? []), pick(next, TOPICS)]
    for (let w = 3 + next(7); w > 0; w--)
      words.push(next(3) === 0 ? pick(next, INTENTS[handle] ?? []) : pick(next, COMMON))
    return { handle, text: `${words.join(' ')} ${i}` }
  })
}

/** About `bytes` of Markdown: a heading every ten paragraphs, paragraphs of five to nine sentences. */
export function longDocument(bytes: number): string {
  const next = random(11)
  const parts: string[] = []
  let size = 0
  for (let p = 0; size < bytes; p++) {
    if (p % 10 === 0) parts.push(`## ${pick(next, TOPICS)} ${p / 10 + 1}`)
    const sentences: string[] = []
    for (let s = 5 + next(5); s > 0; s--) {
      const words = [pick(next, TOPICS), pick(next, COMMON), pick(next, COMMON), `${next(24)} Uhr`, pick(next, TOPICS)]
      sentences.push(`Die ${words.join(' ')}.`)
    }
    const paragraph = sentences.join(' ')
    parts.push(paragraph)
    size += Buffer.byteLength(paragraph) + 2
  }
  return parts.join('\n\n')
}
