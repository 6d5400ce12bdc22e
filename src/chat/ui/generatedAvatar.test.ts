import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AVATAR_BACKGROUNDS, generatedAvatarSvg, generatedAvatarUrl } from './generatedAvatar'

describe('the generated avatar (docs/product/entities.md)', () => {
  it('is the same image for the same dialog id, for any id', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(generatedAvatarSvg(seed)).toBe(generatedAvatarSvg(seed))
      }),
      { numRuns: 30 },
    )
  })

  it('has a background from the fixed palette and never carries markup from the id', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const svg = generatedAvatarSvg(`<script>${seed}`)
        expect(svg).not.toContain('<script>')
        expect(AVATAR_BACKGROUNDS.some((colour) => svg.toLowerCase().includes(`#${colour}`))).toBe(true)
      }),
      { numRuns: 30 },
    )
  })

  it('different dialogs mostly look different', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `survey-${i}`)
    expect(new Set(ids.map(generatedAvatarSvg)).size).toBeGreaterThan(27)
  })

  it('is usable as an image address without any network', () => {
    expect(generatedAvatarUrl('abc')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
  })
})
