import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classify } from './classify'
import { aModel, satisfactionExamples } from './testing/aModel'
import { examplesFingerprint, modelVersion, needsRetraining, trainClassifier } from './trainClassifier'

type Examples = Record<string, string[]>

const answerText = fc.oneof(
  fc.constantFrom('Sehr zufrieden', 'nö', 'jo passt scho', 'mega gut 👍', 'Nie wieder', 'Geht so', 'später vllt'),
  fc.string({ maxLength: 30 }),
)
const exampleSets: fc.Arbitrary<Examples> = fc.dictionary(
  fc.constantFrom('ja', 'nein', 'spaeter', 'weiss_nicht', 'default'),
  fc.array(answerText, { maxLength: 6 }),
  { minKeys: 1, maxKeys: 5 },
)

const permutation = <T>(items: T[]) => fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length })

/** The same examples entered in another order: intents and examples within each intent shuffled. */
const sameExamplesReordered = (examples: Examples): fc.Arbitrary<Examples> =>
  permutation(Object.keys(examples)).chain((handles) =>
    fc
      .tuple(...handles.map((h) => permutation(examples[h] ?? []).map((texts) => [h, texts] as const)))
      .map((entries) => Object.fromEntries(entries)),
  )

describe('trainClassifier', () => {
  it('training is independent of the order examples were entered in (same model)', () => {
    fc.assert(
      fc.property(
        exampleSets.chain((examples) => fc.tuple(fc.constant(examples), sameExamplesReordered(examples))),
        ([examples, reordered]) => {
          expect(trainClassifier(reordered)).toEqual(trainClassifier(examples))
        },
      ),
    )
  })

  it('duplicate, blank and padded examples train the same model as the clean list', () => {
    const messy = {
      ...satisfactionExamples,
      teils: ['  Geht so ', 'Geht so', '', '   ', ...(satisfactionExamples.teils ?? [])],
    }
    expect(trainClassifier(messy)).toEqual(aModel())
  })

  it('the model is plain data: a copy (as a worker thread hands it back) classifies exactly like the original', () => {
    const model = aModel()
    const reloaded = structuredClone(model)
    expect(reloaded).toEqual(model)
    expect(classify(reloaded, ['jo passt scho'])).toEqual(classify(model, ['jo passt scho']))
  })

  it('handles are sorted and carry the current model version', () => {
    const model = aModel()
    expect(model.handles).toEqual(['teils', 'unzufrieden', 'zufrieden'])
    expect(model.version).toBe(modelVersion)
  })

  it('an intent without examples is still a handle, and no examples at all still train', () => {
    expect(trainClassifier({ ja: ['Ja'], nein: [] }).handles).toEqual(['ja', 'nein'])
    expect(trainClassifier({}).handles).toEqual([])
  })
})

describe('examplesFingerprint and needsRetraining', () => {
  const examples = satisfactionExamples
  const model = aModel(examples)

  it('a model trained on the examples is up to date, also when they come back reordered', () => {
    const reordered = Object.fromEntries(
      Object.entries(examples)
        .reverse()
        .map(([h, texts]) => [h, [...texts].reverse()]),
    )
    expect(examplesFingerprint(reordered)).toBe(examplesFingerprint(examples))
    expect(model.trainedOn).toBe(examplesFingerprint(examples))
    expect(needsRetraining(model, reordered)).toBe(false)
  })

  it('adding, changing or moving an example makes the stored model out of date', () => {
    const added = { ...examples, teils: [...(examples.teils ?? []), 'so lala'] }
    const changed = { ...examples, teils: ['Geht so!', ...(examples.teils ?? []).slice(1)] }
    const moved = {
      ...examples,
      teils: (examples.teils ?? []).slice(1),
      unzufrieden: [...(examples.unzufrieden ?? []), 'Geht so'],
    }
    for (const edited of [added, changed, moved]) {
      expect(examplesFingerprint(edited)).not.toBe(examplesFingerprint(examples))
      expect(needsRetraining(model, edited)).toBe(true)
    }
  })

  it('a model stored by an older version is retrained even if the examples are unchanged', () => {
    expect(needsRetraining({ ...model, version: modelVersion - 1 }, examples)).toBe(true)
  })
})
