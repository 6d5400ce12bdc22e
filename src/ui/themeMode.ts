import { Classes } from '@blueprintjs/core'
import { browserStorage } from '../session/browserStorage'
import { globalStore } from '../session/globalStore'

/** docs/product/constants.md: light by default; the dark theme is the user's choice, kept in local storage. */
export type ThemeMode = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'theme'

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readStoredTheme(storage: ThemeStorage | undefined = browserStorage()): ThemeMode {
  return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light'
}

export const themeState = globalStore<{ mode: ThemeMode }>(() => ({ mode: readStoredTheme() }))

/** Blueprint's dark class goes on <body>, so popovers and dialogs (portals) turn dark too. */
export function applyTheme(mode: ThemeMode, body: Pick<HTMLElement, 'classList'> = document.body): void {
  body.classList.toggle(Classes.DARK, mode === 'dark')
}

export function setThemeMode(mode: ThemeMode, storage: ThemeStorage | undefined = browserStorage()): void {
  themeState.mode = mode
  storage?.setItem(THEME_STORAGE_KEY, mode)
  if (typeof document !== 'undefined') applyTheme(mode)
}

/** Called once in src/main.tsx before the first render, so a dark page never flashes light. */
export function applyStoredTheme(): void {
  applyTheme(themeState.mode)
}
