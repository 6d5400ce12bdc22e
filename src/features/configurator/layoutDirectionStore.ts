import { LAYOUT_DIRECTIONS, type LayoutDirection } from '@engine/graph'

const key = (surveyId: string) => `dialoge.layoutDirection.${surveyId}`

/**
 * How "Automatisch anordnen" arranges this dialog, remembered in this browser per dialog (like
 * the edge toggles). Default: in columns, which uses the width of the screen; a damaged or
 * unknown entry falls back to it.
 */
export function loadLayoutDirection(storage: Pick<Storage, 'getItem'> | undefined, surveyId: string): LayoutDirection {
  try {
    const raw = storage?.getItem(key(surveyId))
    return (LAYOUT_DIRECTIONS as readonly string[]).includes(raw ?? '') ? (raw as LayoutDirection) : 'columns'
  } catch {
    return 'columns'
  }
}

export function saveLayoutDirection(
  storage: Pick<Storage, 'setItem'> | undefined,
  surveyId: string,
  direction: LayoutDirection,
): void {
  try {
    storage?.setItem(key(surveyId), direction)
  } catch {
    // Storage full or blocked: the choice is lost for the next visit, the arrangement is not.
  }
}
