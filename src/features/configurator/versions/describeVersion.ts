import type { VersionItem } from '@engine/api/versions'
import type { DocumentComparison } from '@engine/versions'
import type { Catalogue } from '../../../i18n'

type Texts = Catalogue['versionHistory']
type What = VersionItem['what'][number]

/** A block in words: "Frage 3" while it is in the dialog, else the catalogue's "Block". */
export type BlockName = (id: string | null) => string

/** A field or setting in words ("context" -> "Text"); a key the catalogue lacks stays as it is. */
export const fieldWord = (key: string, texts: Texts): string => texts.fields[key] ?? key

/** One change of a logged edit in words: "Frage 3: Text geändert", "KI-Endbedingung gelöscht". */
export function describeWhat(what: What, blockName: BlockName, texts: Texts): string {
  const w = texts.what
  const block = blockName(what.unique_question_id)
  switch (what.type) {
    case 'blocks':
      if (what.change === 'create') return w.blockCreated(block)
      if (what.change === 'delete') return w.blockDeleted(block)
      if (what.change === 'order') return w.fieldChanged(block, fieldWord('order', texts))
      if (what.key === 'positions') return w.arranged
      if (what.key === 'position') return w.blockMoved(block)
      return what.key ? w.fieldChanged(block, fieldWord(what.key, texts)) : w.unknown
    case 'settings':
      if (what.key === 'survey_list_isEnd') return w.endBlocks
      return what.key ? w.settingChanged(fieldWord(what.key, texts)) : w.unknown
    case 'structure':
      if (what.change === 'create') return w.jumpAdded(block)
      if (what.change === 'delete') return w.jumpRemoved(block)
      return w.jumpChanged(block)
    case 'gpt_exit_conditions':
      if (what.change === 'create') return w.conditionAdded
      if (what.change === 'delete') return w.conditionRemoved
      return w.conditionChanged
    case 'triggers':
      return w.triggersChanged
    case 'training':
      return w.trainingChanged(block)
    case 'versions':
      return w.restored(what.key ?? '')
  }
}

/** What one version changed, one line per distinct change, in the order of the edit. */
export function describeVersion(item: VersionItem, blockName: BlockName, texts: Texts): string[] {
  if (item.what.length === 0) return [texts.what.unknown]
  return [...new Set(item.what.map((what) => describeWhat(what, blockName, texts)))]
}

/** The lines an entry shows: the first `max`, then "und N weitere". */
export function shortDescription(lines: readonly string[], texts: Texts, max = 2): string[] {
  return lines.length <= max ? [...lines] : [...lines.slice(0, max), texts.more(lines.length - max)]
}

/** The rows of "Vergleichen": [what, how], blocks and settings in words. */
export function comparisonRows(
  diff: DocumentComparison,
  blockName: BlockName,
  conditionNumber: (id: string) => number,
  texts: { added: string; removed: string; changed: string; settings: string; jumps: string },
  words: Texts,
): [string, string][] {
  const jump = (key: string) => {
    const at = key.lastIndexOf('::')
    return words.compare.jump(blockName(key.slice(0, at)), key.slice(at + 2))
  }
  const listed = (
    list: { added: readonly string[]; removed: readonly string[]; changed: readonly string[] },
    name: (key: string) => string,
  ): [string, string][] => [
    ...list.added.map((k): [string, string] => [name(k), texts.added]),
    ...list.removed.map((k): [string, string] => [name(k), texts.removed]),
    ...list.changed.map((k): [string, string] => [name(k), texts.changed]),
  ]
  return [
    ...listed({ ...diff.blocks, changed: [] }, blockName),
    ...diff.blocks.changed.map((c): [string, string] => [
      blockName(c.id),
      words.compare.fields(c.fields.map((f) => fieldWord(f, words)).join(', ')),
    ]),
    ...diff.settings.map((k): [string, string] => [`${texts.settings}: ${fieldWord(k, words)}`, texts.changed]),
    ...listed(diff.connections, jump),
    ...listed(diff.exitConditions, (id) => words.compare.condition(conditionNumber(id))),
  ]
}

/** When a version was saved, as the list shows it: "Heute, 16:15", "Gestern, 09:02", else date and time. */
export function whenInWords(iso: string, texts: Texts, now = new Date(), locale?: string): string {
  const at = new Date(iso)
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const days = Math.round((day(now) - day(at)) / 86_400_000)
  if (days === 0) return texts.today(time)
  if (days === 1) return texts.yesterday(time)
  return `${at.toLocaleDateString(locale)}, ${time}`
}
