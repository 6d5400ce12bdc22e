import type { EdgeVisibility } from '@engine/model'

const key = (surveyId: string) => `dialoge.edgeVisibility.${surveyId}`
const FLAGS = ['showConditionalJumps', 'showTriggersSource', 'showTriggersTarget'] as const

/** docs/product/entities.md: edge visibility is per survey and remembered in this browser. */
export function loadEdgeVisibility(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  surveyId: string,
): Partial<EdgeVisibility> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key(surveyId)) ?? 'null')
    if (!raw || typeof raw !== 'object') return {}
    // Only known boolean flags: a damaged entry must not break the canvas.
    return Object.fromEntries(
      FLAGS.filter((f) => typeof (raw as Record<string, unknown>)[f] === 'boolean').map((f) => [
        f,
        (raw as Record<string, boolean>)[f],
      ]),
    )
  } catch {
    return {}
  }
}

export function saveEdgeVisibility(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  surveyId: string,
  visibility: EdgeVisibility,
): void {
  try {
    storage?.setItem(key(surveyId), JSON.stringify(visibility))
  } catch {
    // Storage full or blocked: the preference is lost, the edit is not.
  }
}
