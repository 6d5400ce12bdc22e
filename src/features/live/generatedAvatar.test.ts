import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AVATAR_PALETTES, avatarCells, avatarPalette, generatedAvatarSvg, generatedAvatarUrl } from './generatedAvatar'

describe('the generated avatar (SPEC.md §3)', () => {
  it('is the same image for the same dialog id, for any id', () => {
    fc.assert(fc.property(fc.string(), (seed) => {
      expect(generatedAvatarSvg(seed)).toBe(generatedAvatarSvg(seed))
    }))
  })

  it('uses only colours of the fixed palettes and never contains the seed text, for any id', () => {
    const colours = new Set(AVATAR_PALETTES.flat())
    fc.assert(fc.property(fc.string(), (seed) => {
      const svg = generatedAvatarSvg(`<script>${seed}`)
      for (const [, colour] of svg.matchAll(/fill="([^"]+)"/g)) expect(colours.has(colour!)).toBe(true)
      expect(svg).not.toContain('<script>')
    }))
  })

  it('always draws the middle cell, so no face is empty', () => {
    fc.assert(fc.property(fc.string(), (seed) => {
      expect(avatarCells(seed)[2]?.[2]).toBe(true)
    }))
  })

  it('different dialogs mostly look different', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `survey-${i}`)
    expect(new Set(ids.map(generatedAvatarSvg)).size).toBeGreaterThan(45)
    expect(new Set(ids.map((id) => avatarPalette(id)[0])).size).toBeGreaterThan(3)
  })

  it('is usable as an image address without any network', () => {
    expect(generatedAvatarUrl('abc')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
  })
})
