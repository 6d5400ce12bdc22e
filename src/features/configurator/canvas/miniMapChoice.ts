/**
 * Below this pane width the minimap would cover too much of the dialog: it starts closed (at a
 * 1440 px window the pane is about 1,000 px wide; at 1920 px it opens).
 */
export const MINIMAP_MIN_PANE_WIDTH = 1200

export type MiniMapChoice = 'shown' | 'hidden' | 'auto'

const KEY = 'dialoge.minimap'

/** The editor's last explicit choice in this browser (all dialogs); `auto` until there is one. */
export function loadMiniMapChoice(): MiniMapChoice {
  try {
    const raw = localStorage.getItem(KEY)
    return raw === 'shown' || raw === 'hidden' ? raw : 'auto'
  } catch {
    return 'auto'
  }
}

export function saveMiniMapChoice(choice: 'shown' | 'hidden'): void {
  try {
    localStorage.setItem(KEY, choice)
  } catch {
    // Storage blocked: the choice holds until the page is left.
  }
}

/** Shown when chosen, or (no choice yet) when the pane is wide enough to spare the corner. */
export const miniMapShown = (choice: MiniMapChoice, paneWidth: number) =>
  choice === 'auto' ? paneWidth >= MINIMAP_MIN_PANE_WIDTH : choice === 'shown'
