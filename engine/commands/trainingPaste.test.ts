import { describe, expect, it } from 'vitest'
import { parseTrainingPaste } from './trainingPaste'

describe('parseTrainingPaste', () => {
  it('takes one example per line for the chosen jump and skips blank lines', () => {
    expect(parseTrainingPaste('ja gerne\n\n  klar doch \r\n', ['ja', 'nein'], 'ja')).toEqual([
      { line: 1, text: 'ja gerne', handle: 'ja' },
      { line: 3, text: 'klar doch', handle: 'ja' },
    ])
  })

  it('reads CSV text;handle (and tabs), splitting at the last separator, skipping a header', () => {
    expect(parseTrainingPaste('text;handle\nja; aber später;nein\n"nö";nein\nsuper\tja', ['ja', 'nein'], null)).toEqual(
      [
        { line: 2, text: 'ja; aber später', handle: 'nein' },
        { line: 3, text: 'nö', handle: 'nein' },
        { line: 4, text: 'super', handle: 'ja' },
      ],
    )
  })

  it('also reads handle;text, as the server import does', () => {
    expect(parseTrainingPaste('nein;ne danke', ['ja', 'nein'], 'ja')).toEqual([
      { line: 1, text: 'ne danke', handle: 'nein' },
    ])
  })

  it('keeps commas in a text that has no jump after them', () => {
    expect(parseTrainingPaste('Ja, gerne', ['ja'], 'ja')).toEqual([{ line: 1, text: 'Ja, gerne', handle: 'ja' }])
  })

  it('reports lines whose jump is unknown or missing instead of guessing', () => {
    expect(parseTrainingPaste('hm;vielleicht\nnur text', ['ja'], null)).toEqual([
      { line: 1, error: 'unknown_handle', raw: 'hm;vielleicht' },
      { line: 2, error: 'no_handle', raw: 'nur text' },
    ])
  })
})
