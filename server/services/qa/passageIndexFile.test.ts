import { indexDocument, indexPages, searchPassages } from '@engine/nlu'
import { describe, expect, it } from 'vitest'
import { encodePassageIndex, openPassageIndex } from './passageIndexFile'

const TEXT = `# Öffnungszeiten

Die Bibliothek ist montags bis freitags von 9 bis 18 Uhr geöffnet.

# Ausleihe

Bücher können für vier Wochen ausgeliehen werden. Eine Verlängerung ist zweimal möglich.

# Gebühren

Für verspätet zurückgegebene Bücher kostet jeder Tag 50 Cent Mahngebühr. Café ☕ und Straße.`

describe('the stored passage index', () => {
  it('answers every question exactly as the index it was written from', () => {
    const built = indexDocument(TEXT)
    const stored = openPassageIndex(encodePassageIndex(built))
    expect(stored?.size).toBe(built.size)
    for (const question of [
      'Wann ist geöffnet?',
      'Wie lange leihe ich Bücher aus?',
      'Was kostet ein Tag?',
      'Café?',
      'Parkplatz',
    ])
      expect(searchPassages(stored!, question)).toEqual(searchPassages(built, question))
  })

  it('keeps the page of each passage of a PDF', () => {
    const built = indexPages(['Vorwort.', '', 'Bücher leiht man vier Wochen aus.'])
    const stored = openPassageIndex(encodePassageIndex(built))
    expect(searchPassages(stored!, 'Bücher ausleihen')[0]).toMatchObject({ page: 3, position: 1 })
  })

  it('refuses bytes that are not a stored index, or are cut short, so the index is built again', () => {
    const bytes = encodePassageIndex(indexDocument(TEXT))
    expect(openPassageIndex(Buffer.from('kein Index'))).toBeUndefined()
    expect(openPassageIndex(bytes.subarray(0, bytes.length - 1))).toBeUndefined()
    expect(openPassageIndex(Buffer.concat([Buffer.alloc(1), bytes]).subarray(1))).toBeDefined()
  })
})
