import type { VersionItem } from '@engine/api/versions'
import { describe, expect, it } from 'vitest'
import { de } from '../../../i18n/de'
import { en } from '../../../i18n/en'
import { comparisonRows, describeVersion, shortDescription, whenInWords } from './describeVersion'

const t = de.versionHistory
const names: Record<string, string> = { q3: 'Frage 3', q1: 'Frage 1' }
const blockName = (id: string | null) => (id && names[id]) || t.someBlock

function version(...what: VersionItem['what']): VersionItem {
  return {
    version: 7,
    created_on: '2026-11-28T09:00:00Z',
    actor_id: 1,
    actor_name: 'A',
    what,
    name: null,
    rebuildable: true,
  }
}
const w = (
  type: VersionItem['what'][number]['type'],
  change: VersionItem['what'][number]['change'],
  key: string | null,
  id: string | null = null,
) => ({
  type,
  change,
  key,
  unique_question_id: id,
})

describe('describeVersion: what a version changed, in words', () => {
  it('names the block and the field: "Frage 3: Text geändert", never the raw field name', () => {
    expect(describeVersion(version(w('blocks', 'update', 'context', 'q3')), blockName, t)).toEqual([
      'Frage 3: Text geändert',
    ])
    expect(describeVersion(version(w('blocks', 'update', 'min_words', 'q1')), blockName, t)).toEqual([
      'Frage 1: Mindestanzahl Wörter geändert',
    ])
  })

  it('words creating, deleting, moving and arranging blocks; a block no longer there is "Block"', () => {
    const lines = describeVersion(
      version(
        w('blocks', 'create', null, 'q3'),
        w('blocks', 'delete', null, 'gone'),
        w('blocks', 'update', 'position', 'q1'),
        w('blocks', 'update', 'positions'),
        w('blocks', 'order', 'order', 'q3'),
      ),
      blockName,
      t,
    )
    expect(lines).toEqual([
      'Frage 3 angelegt',
      'Block gelöscht',
      'Frage 1 verschoben',
      'Blöcke angeordnet',
      'Frage 3: Reihenfolge geändert',
    ])
  })

  it('words settings, jumps, exit conditions and a restore', () => {
    const lines = describeVersion(
      version(
        w('settings', 'config', 'color'),
        w('settings', 'fixmessages', 'welcome_message'),
        w('structure', 'create', 'q3::ja', 'q3'),
        w('gpt_exit_conditions', 'delete', 'c1'),
        w('versions', 'restore', '4'),
      ),
      blockName,
      t,
    )
    expect(lines).toEqual([
      'Einstellung „Akzentfarbe“ geändert',
      'Einstellung „Begrüßung“ geändert',
      'Frage 3: Sprung hinzugefügt',
      'KI-Endbedingung gelöscht',
      'Version 4 wiederhergestellt',
    ])
  })

  it('says each distinct change once, and shortens a long list to "und N weitere"', () => {
    const lines = describeVersion(
      version(
        w('blocks', 'update', 'context', 'q3'),
        w('blocks', 'update', 'context', 'q3'),
        w('blocks', 'create', null, 'q1'),
      ),
      blockName,
      t,
    )
    expect(lines).toEqual(['Frage 3: Text geändert', 'Frage 1 angelegt'])
    expect(shortDescription(['a', 'b', 'c', 'd'], t)).toEqual(['a', 'b', 'und 2 weitere'])
    expect(shortDescription(['a', 'b'], t)).toEqual(['a', 'b'])
  })

  it('speaks English with the English catalogue', () => {
    expect(
      describeVersion(version(w('blocks', 'update', 'context', 'q3')), () => 'Question 3', en.versionHistory),
    ).toEqual(['Question 3: Text changed'])
  })
})

describe('comparisonRows: "Vergleichen" in words', () => {
  it('names fields, settings, jumps and exit conditions in words', () => {
    const rows = comparisonRows(
      {
        blocks: { added: ['q1'], removed: [], changed: [{ id: 'q3', fields: ['context', 'order'] }] },
        connections: { added: ['q3::ja'], removed: [], changed: [] },
        exitConditions: { added: [], removed: ['c9'], changed: [] },
        settings: ['welcome_message'],
      },
      blockName,
      () => 2,
      { ...de.configurator.versions },
      t,
    )
    expect(rows).toEqual([
      ['Frage 1', 'hinzugefügt'],
      ['Frage 3', 'geändert: Text, Reihenfolge'],
      ['Einstellungen: Begrüßung', 'geändert'],
      ['Frage 3, Sprung „ja“', 'hinzugefügt'],
      ['KI-Endbedingung 2', 'entfernt'],
    ])
  })
})

describe('whenInWords', () => {
  const now = new Date(2026, 10, 28, 17, 0)
  it('says today and yesterday in words, older days as a date', () => {
    expect(whenInWords(new Date(2026, 10, 28, 9, 5).toISOString(), t, now, 'de-DE')).toBe('Heute, 09:05')
    expect(whenInWords(new Date(2026, 10, 27, 23, 59).toISOString(), t, now, 'de-DE')).toBe('Gestern, 23:59')
    expect(whenInWords(new Date(2026, 10, 20, 8, 0).toISOString(), t, now, 'de-DE')).toBe('20.11.2026, 08:00')
  })
})
