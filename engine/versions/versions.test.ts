import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyChange } from '../changes/apply'
import { type Change, type Document, VERSIONED_KINDS } from '../changes/Change'
import { EngineError } from '../EngineError'
import { toEditorState } from '../model/snapshot'
import { aSurvey } from '../testing/aSurvey'
import { arbChange } from '../testing/arbChange'
import { arbDocument, contentOf } from '../testing/arbitraries'
import { blockDelete, configChange, fieldChange, fixedMessageChange } from '../testing/changeBuilders'
import { compareDocuments } from './compareDocuments'
import { documentFromJson, documentToJson } from './documentJson'
import { rebuildVersion } from './rebuildVersion'
import { NOT_RESTORED, restoreChanges } from './restoreChanges'

const runs = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 100) }

/** A document and up to `max` versioned edits of it, each built on the one before. */
const arbHistory = (max: number) =>
  arbDocument().chain((doc) => {
    const from = (current: Document, left: number): fc.Arbitrary<Change[]> =>
      left === 0
        ? fc.constant([])
        : arbChange(current, VERSIONED_KINDS).chain((c) =>
            from(applyChange(current, c), left - 1).map((r) => [c, ...r]),
          )
    return fc.nat({ max }).chain((n) => from(doc, n).map((changes) => ({ doc, changes })))
  })

/** What a version is: the versioned content (triggers and training are outside it), without the live flag. */
const versioned = (doc: Document) => {
  const {
    triggers: _t,
    trainingExamples: _e,
    survey,
    ...rest
  } = contentOf(doc) as Record<string, unknown> & {
    survey: Record<string, unknown>
  }
  const { active: _a, ...settings } = survey
  return { ...rest, survey: settings }
}

describe('rebuildVersion', () => {
  it('rebuilding any version of a generated log equals the document after that many edits', () => {
    fc.assert(
      fc.property(arbHistory(8), fc.nat({ max: 3 }), ({ doc, changes }, baseVersion) => {
        const states: Document[] = [doc]
        for (const c of changes) states.push(applyChange(states.at(-1) as Document, c))
        const events = changes.map((c, i) => ({ version: baseVersion + i + 1, changes: [c] }))
        const base = { version: baseVersion, doc }
        states.forEach((state, i) =>
          expect(contentOf(rebuildVersion(base, events, baseVersion + i))).toEqual(contentOf(state)),
        )
      }),
      runs,
    )
  })

  it('a version before the base is version_before_log, one after the log version_not_found', () => {
    const doc = toEditorState(aSurvey({ blocks: 2 }))
    const events = [{ version: 6, changes: [fieldChange(doc, 'q1', 'context', 'Neu')] }]
    const code = (version: number) => {
      try {
        rebuildVersion({ version: 5, doc }, events, version)
        return 'ok'
      } catch (error) {
        return error instanceof EngineError ? error.code : String(error)
      }
    }
    expect([code(4), code(5), code(6), code(7)]).toEqual(['version_before_log', 'ok', 'ok', 'version_not_found'])
  })

  it('a base survives its JSON round trip', () => {
    fc.assert(
      fc.property(arbDocument(), (doc) => {
        const back = documentFromJson(JSON.parse(JSON.stringify(documentToJson(doc))))
        expect(versioned(back)).toEqual(versioned(doc))
      }),
      runs,
    )
  })
})

describe('restoreChanges', () => {
  it('applied to the current document, they give the version restored (blocks, jumps, conditions, settings, order)', () => {
    fc.assert(
      fc.property(arbHistory(6), ({ doc, changes }) => {
        const current = changes.reduce((d, c) => applyChange(d, c), doc)
        const restored = restoreChanges(current, doc).reduce((d, c) => applyChange(d, c), current)
        expect(versioned(restored)).toEqual(versioned(doc))
        // And forth again: any version can be restored from any other.
        const forth = restoreChanges(restored, current).reduce((d, c) => applyChange(d, c), restored)
        expect(versioned(forth)).toEqual(versioned(current))
      }),
      runs,
    )
  })

  it('a block deleted and created anew under its id comes back as it was, its creation time too', () => {
    const before = toEditorState(aSurvey({ blocks: 3 }))
    const old = before.blocks.get('q2')!
    let current: Document = applyChange(before, blockDelete(before, 'q2'))
    const again = { ...old, type: 'message', context: 'Neu', created_on: (old.created_on ?? 0) + 1 } as typeof old
    current = applyChange(current, { kind: 'block.create', block: again, at: { index: 0, after: null } })
    const restored = restoreChanges(current, before).reduce((d, c) => applyChange(d, c), current)
    expect(restored.blocks.get('q2')).toEqual(old)
    expect(versioned(restored)).toEqual(versioned(before))
  })

  it('restoring the current version changes nothing', () => {
    fc.assert(
      fc.property(arbDocument(), (doc) => {
        expect(restoreChanges(doc, doc)).toEqual([])
      }),
      runs,
    )
  })
})

describe('compareDocuments', () => {
  it('names the blocks added, removed and changed (with their fields), and the settings', () => {
    const v1 = toEditorState(aSurvey({ blocks: 3 }))
    let v2: Document = applyChange(v1, blockDelete(v1, 'q2'))
    v2 = applyChange(v2, fieldChange(v2, 'q3', 'context', 'Neu'))
    v2 = applyChange(v2, configChange(v2.survey, 'survey_name', 'Anders'))
    v2 = applyChange(v2, fixedMessageChange(v2.survey, 'welcome_message', 'Hallo'))
    const diff = compareDocuments(v1, v2)
    expect(diff.blocks).toEqual({ added: [], removed: ['q2'], changed: [{ id: 'q3', fields: ['context'] }] })
    expect(diff.settings).toEqual(['survey_name', 'welcome_message'])
    expect(compareDocuments(v2, v1).blocks.added).toEqual(['q2'])
  })

  it('finds no difference between a document and itself, and a difference wherever restoreChanges finds one', () => {
    fc.assert(
      fc.property(arbHistory(4), ({ doc, changes }) => {
        const current = changes.reduce((d, c) => applyChange(d, c), doc)
        const diff = compareDocuments(current, current)
        expect([...diff.blocks.added, ...diff.blocks.removed, ...diff.blocks.changed, ...diff.settings]).toEqual([])
        const d = compareDocuments(doc, current)
        // Whether the dialog is live differs between versions but is not restored (NOT_RESTORED).
        const settings = d.settings.filter((k) => !NOT_RESTORED.has(k))
        const differs =
          d.blocks.added.length + d.blocks.removed.length + d.blocks.changed.length + settings.length > 0 ||
          [d.connections, d.exitConditions].some((l) => l.added.length + l.removed.length + l.changed.length > 0)
        expect(differs).toBe(restoreChanges(current, doc).length > 0)
      }),
      runs,
    )
  })
})
