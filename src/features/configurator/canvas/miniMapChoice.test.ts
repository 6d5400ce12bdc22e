import { describe, expect, it } from 'vitest'
import { MINIMAP_MIN_PANE_WIDTH, miniMapShown } from './miniMapChoice'

describe('miniMapShown', () => {
  it('without a choice, is open only on a wide canvas (closed at 1024 and 1440 px windows)', () => {
    expect(miniMapShown('auto', 640)).toBe(false)
    expect(miniMapShown('auto', 1010)).toBe(false)
    expect(miniMapShown('auto', MINIMAP_MIN_PANE_WIDTH)).toBe(true)
  })

  it("follows the editor's choice at any width", () => {
    expect(miniMapShown('shown', 640)).toBe(true)
    expect(miniMapShown('hidden', 2000)).toBe(false)
  })
})
