import {
  CHANGE_KINDS,
  type Change,
  type ChangeKindName,
  ChangeSchema,
  VERSIONED_KINDS,
  footprintOf,
  kinds,
} from '@engine/changes'
import { HistoryEntry, entryOf } from '@engine/history'
import { bumpsVersion, callOf } from '@engine/sync'
import { arbChange, arbDocument } from '@engine/testing'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { scopeOf } from '../../server/changes/scopeOf'

// docs/contributing.md#a-new-change-kind: a kind is its schema (engine/changes/schema.ts) and its
// module (registered in engine/changes/registry.ts); its call, the server's scope and its history
// entry are derived from it. These tests fail when a kind of the schema misses one of them, so
// nobody has to find the other lists.

/** One generated change of every kind arbChange makes, on small dialogs. */
function aChangeOfEveryKind(): Map<ChangeKindName, Change> {
  const byKind = new Map<ChangeKindName, Change>()
  const arbCase = arbDocument().chain((doc) => arbChange(doc))
  for (const change of fc.sample(arbCase, { numRuns: 800, seed: 29 }))
    if (!byKind.has(change.kind)) byKind.set(change.kind, change)
  return byKind
}

const SCOPE_PARTS = ['survey', 'blocks', 'connections', 'exitConditions']

describe('every change kind has its module, call, scope and history entry (docs/contributing.md)', () => {
  const samples = aChangeOfEveryKind()
  const sampleOf = (kind: ChangeKindName): Change => {
    const change = samples.get(kind)
    if (!change) throw new Error(`engine/testing/arbChange.ts generates no ${kind} change: add its generator there`)
    return change
  }
  const ctx = { surveyId: 's1', changeId: 'c1', expectedVersion: 3 }

  it('the wire schema, the Change type and the registry name the same kinds', () => {
    expectTypeOf<z.infer<typeof ChangeSchema>['kind']>().toEqualTypeOf<ChangeKindName>()
    expect([...CHANGE_KINDS].sort()).toEqual(Object.keys(kinds).sort())
  })

  it('engine/testing/arbChange.ts generates every kind, so the laws of engine/changes cover it', () => {
    expect([...samples.keys()].sort()).toEqual([...CHANGE_KINDS].sort())
  })

  it.each(CHANGE_KINDS.map((kind) => [kind]))('%s has a call: POST …/changes when versioned, else its own', (kind) => {
    const change = sampleOf(kind)
    const versioned = (VERSIONED_KINDS as readonly string[]).includes(kind) || kind === 'restore'
    expect(bumpsVersion(change)).toBe(versioned)
    const call = callOf(change, ctx)
    if (versioned) expect(call).toMatchObject({ method: 'POST', path: '/api/surveys/s1/changes' })
    else expect(call.path).not.toBe('/api/surveys/s1/changes')
  })

  it.each(CHANGE_KINDS.map((kind) => [kind]))(
    '%s has a footprint, and when versioned a scope of rows the server loads',
    (kind) => {
      const change = sampleOf(kind)
      const footprint = footprintOf(change)
      expect(Object.keys(footprint).length).toBeGreaterThan(0)
      if (!bumpsVersion(change)) return
      const scope = scopeOf(change)
      expect(Object.keys(scope).every((part) => SCOPE_PARTS.includes(part))).toBe(true)
      expect(Object.keys(scope).length).toBeGreaterThan(0)
    },
  )

  it('docs/engine.md names every kind in its table, docs/api/surveys.md every kind POST …/changes takes', () => {
    const engineTable = readFileSync('docs/engine.md', 'utf8')
    const api = readFileSync('docs/api/surveys.md', 'utf8')
    expect(CHANGE_KINDS.filter((kind) => !engineTable.includes(`| \`${kind}\` `))).toEqual([])
    expect(VERSIONED_KINDS.filter((kind) => !api.includes(`\`${kind}\``))).toEqual([])
  })

  it.each(CHANGE_KINDS.map((kind) => [kind]))('%s has a history entry of the contract', (kind) => {
    const change = sampleOf(kind)
    const entry = { ...entryOf(change), time: 0, title: 'Titel', subtitle: 'Untertitel' }
    expect(HistoryEntry.parse(entry)).toEqual(entry)
  })
})
