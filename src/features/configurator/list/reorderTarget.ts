/**
 * The final index of a block dragged from `from` and dropped in front of row `before`
 * (0..n, n = after the last row): rows after the dragged one shift up once it is taken out.
 * null when the drop changes nothing.
 */
export function reorderTarget(from: number, before: number): number | null {
  const to = before > from ? before - 1 : before
  return to === from ? null : to
}
