/**
 * The session rules (docs/product/states.md) must change the route from outside React: after a failed
 * refresh to /login, for a fresh token to /login_refresh. The router plugs itself in here
 * (App.tsx), so src/session needs no router and tests can record where it went.
 */
export interface Navigator {
  /** Goes to a path of the app (replacing the current history entry: the old page is dead). */
  go(path: string): void
  /** Path, search and hash of the current route, to come back to after a re-login. */
  currentPath(): string
}

const browserNavigator: Navigator = {
  go: (path) => globalThis.location?.assign(path),
  currentPath: () => (globalThis.location ? `${location.pathname}${location.search}${location.hash}` : '/'),
}

let navigator: Navigator = browserNavigator

/** Installs a navigator; returns a function that restores the previous one. */
export function setNavigator(next: Navigator): () => void {
  const previous = navigator
  navigator = next
  return () => {
    navigator = previous
  }
}

export function navigateTo(path: string): void {
  navigator.go(path)
}

export function currentPath(): string {
  return navigator.currentPath()
}
