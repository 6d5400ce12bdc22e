import type { Block } from '@engine/model'

/** Answers of one block grouped by stored value (choice, likert, number blocks only). */
export interface ValueCount {
  uniqueQuestionId: string
  value: unknown
  count: number
}

/** Answers of one block grouped by the intent the NLU gave (open blocks). */
export interface IntentCount {
  uniqueQuestionId: string
  intent: string | null
  count: number
}

/** Blocks whose stored values are few and meaningful to count (open texts are not). */
export const COUNTED_TYPES: ReadonlySet<Block['type']> = new Set([
  'single_choice',
  'multiple_choice',
  'likert',
  'number',
])

const TYPE_NAMES: Record<Block['type'], string> = {
  message: 'Nachricht',
  open: 'Offene Frage',
  likert: 'Likert-Skala',
  single_choice: 'Einfachauswahl',
  multiple_choice: 'Mehrfachauswahl',
  number: 'Zahl',
  email: 'E-Mail',
  qa: 'Fragen & Antworten',
}

export const typeName = (type: Block['type'] | undefined) => (type ? TYPE_NAMES[type] : 'Gelöscht')

const list = (counts: Map<string, number>) => [...counts].map(([label, n]) => `${label}: ${n}`).join('; ')

function choiceSummary(block: Block, values: readonly ValueCount[]): string {
  const counts = new Map<string, number>((block.options ?? []).map((o) => [o.label, 0]))
  const label = (id: unknown) => block.options?.find((o) => o.id === id)?.label ?? String(id)
  // A multiple-choice answer counts once for each option picked.
  for (const v of values)
    for (const id of Array.isArray(v.value) ? v.value : [v.value])
      counts.set(label(id), (counts.get(label(id)) ?? 0) + v.count)
  return list(counts)
}

function likertSummary(block: Block, values: readonly ValueCount[]): string {
  const counts = new Map<string, number>()
  for (let i = 1; i <= (block.likert_scale ?? 0); i++) counts.set(String(i), 0)
  for (const v of values) {
    const key = v.value === 'na' ? 'keine Angabe' : String(v.value)
    counts.set(key, (counts.get(key) ?? 0) + v.count)
  }
  return list(counts)
}

function numberSummary(values: readonly ValueCount[]): string {
  const numbers = values.map((v) => ({ n: Number(v.value), count: v.count })).filter((v) => Number.isFinite(v.n))
  const total = numbers.reduce((s, v) => s + v.count, 0)
  if (total === 0) return ''
  const de = (n: number) => n.toLocaleString('de-DE', { maximumFractionDigits: 2 })
  const mean = numbers.reduce((s, v) => s + v.n * v.count, 0) / total
  return `Min ${de(Math.min(...numbers.map((v) => v.n)))}; Max ${de(Math.max(...numbers.map((v) => v.n)))}; Mittelwert ${de(mean)}`
}

/** The "Verteilung" cell of sheet "Blöcke": counts per option/scale point, or per intent. */
export function distribution(
  block: Block | undefined,
  values: readonly ValueCount[],
  intents: readonly IntentCount[],
): string {
  if (block && (block.type === 'single_choice' || block.type === 'multiple_choice')) return choiceSummary(block, values)
  if (block?.type === 'likert') return likertSummary(block, values)
  if (block?.type === 'number') return numberSummary(values)
  const named = intents.filter((i) => i.intent !== null)
  if (named.length === 0) return ''
  const counts = new Map(named.map((i) => [i.intent ?? '', i.count]))
  const without = intents.filter((i) => i.intent === null).reduce((s, i) => s + i.count, 0)
  if (without > 0) counts.set('ohne Sprung', without)
  return list(counts)
}
