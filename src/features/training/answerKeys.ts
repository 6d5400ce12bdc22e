export type AnswerKeyAction =
  { kind: 'move'; delta: number } | { kind: 'confirm' } | { kind: 'pick'; handle: string } | null

/**
 * Keys of the answers list (issue #9): arrows move, Enter confirms the prediction, 1–9 picks
 * the jump with that number. Pure, so the mapping is tested without a DOM.
 */
export function answerKey(
  e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  handles: readonly string[],
): AnswerKeyAction {
  if (e.ctrlKey || e.metaKey || e.altKey) return null
  if (e.key === 'ArrowDown') return { kind: 'move', delta: 1 }
  if (e.key === 'ArrowUp') return { kind: 'move', delta: -1 }
  if (e.key === 'Enter') return { kind: 'confirm' }
  if (/^[1-9]$/.test(e.key)) {
    const handle = handles[Number(e.key) - 1]
    return handle ? { kind: 'pick', handle } : null
  }
  return null
}
