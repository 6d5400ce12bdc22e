import { useEffect } from 'react'

/**
 * Keeps --live-viewport-height at the visual viewport's height. Mobile browsers that do not
 * shrink the layout when the on-screen keyboard opens would otherwise hide the answer input
 * behind it; with this the input stays right above the keyboard.
 */
export function useViewportHeight(): void {
  useEffect(() => {
    const viewport = globalThis.visualViewport
    if (!viewport) return
    const root = document.documentElement
    const update = () => root.style.setProperty('--live-viewport-height', `${Math.round(viewport.height)}px`)
    update()
    viewport.addEventListener('resize', update)
    return () => {
      viewport.removeEventListener('resize', update)
      root.style.removeProperty('--live-viewport-height')
    }
  }, [])
}
