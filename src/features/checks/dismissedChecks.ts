const key = (scope: string) => `dialoge.dismissedChecks.${scope}`

/**
 * Dismissed Hinweise are kept per dialog (or multichat) in this browser, like the edge visibility
 * (docs/configurator.md "Prüfen"): a Hinweis is a matter of taste, one editor's "seen" should not
 * hide it from colleagues, and it is not part of the dialog's content or its versions.
 */
export function loadDismissed(storage: Pick<Storage, 'getItem'> | undefined, scope: string): string[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key(scope)) ?? '[]')
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export function saveDismissed(
  storage: Pick<Storage, 'setItem'> | undefined,
  scope: string,
  ids: readonly string[],
): void {
  try {
    storage?.setItem(key(scope), JSON.stringify(ids))
  } catch {
    // Storage full or blocked: the Hinweis shows again after a reload, nothing else is lost.
  }
}
