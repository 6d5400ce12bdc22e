import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COLLEAGUE_PALETTE, MIN_COLOR_DISTANCE, OWN_COLORS, colleagueColors, colorDistance } from './presenceColors'
import { othersOf } from './othersOf'

const SELECTION = '#00796b' // --app-primary, the own selection's outline (src/ui/theme.css)
const OWN_AVATAR = '#00796b' // --app-avatar

describe('colleague colours (issue #28)', () => {
  it('the own avatar and selection colours are the ones avoided', () => {
    expect(OWN_COLORS).toContain(SELECTION)
    expect(OWN_COLORS).toContain(OWN_AVATAR)
  })

  it('no colleague gets a colour near the own avatar or the selection, whatever their user id', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 12 }), (ids) => {
        for (const color of colleagueColors(ids).values()) {
          expect(colorDistance(color, SELECTION)).toBeGreaterThanOrEqual(MIN_COLOR_DISTANCE)
          expect(colorDistance(color, OWN_AVATAR)).toBeGreaterThanOrEqual(MIN_COLOR_DISTANCE)
        }
      }),
    )
  })

  it('colleagues present together get different colours while the palette lasts', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: COLLEAGUE_PALETTE.length }),
        (ids) => {
          const colors = [...colleagueColors(ids).values()]
          expect(new Set(colors).size).toBe(ids.length)
        },
      ),
    )
  })

  it('the server palette’s greens (ids 2 and 6 there) are replaced; a colour is stable for the same people', () => {
    // Server: user 2 -> #238551 (green), user 6 -> #00A396 (teal): both next to the own teal.
    expect(colorDistance('#238551', SELECTION)).toBeLessThan(MIN_COLOR_DISTANCE)
    const colors = colleagueColors([2, 6])
    expect(colors.get(2)).not.toBe('#238551')
    expect(colors.get(6)).not.toBe('#00A396')
    expect(colleagueColors([6, 2])).toEqual(colors)
  })

  it('avoids whatever own colours it is given', () => {
    for (const own of [['#2D72D2'], ['#CD4246', '#C87619']])
      for (const color of colleagueColors([1, 2, 3, 4], own).values())
        for (const mine of own) expect(colorDistance(color, mine)).toBeGreaterThanOrEqual(MIN_COLOR_DISTANCE)
  })

  it('the presence list hands out these colours', () => {
    const editor = (connection_id: string, user_id: number) => ({
      connection_id,
      user_id,
      name: `Person ${user_id}`,
      color: '#00A396',
      selected: null,
      typing: null,
    })
    const others = othersOf([editor('me', 1), editor('a', 2), editor('b', 6)], 'me')
    expect(others.map((e) => e.user_id)).toEqual([2, 6])
    for (const e of others) expect(colorDistance(e.color, SELECTION)).toBeGreaterThanOrEqual(MIN_COLOR_DISTANCE)
    expect(new Set(others.map((e) => e.color)).size).toBe(2)
  })
})
