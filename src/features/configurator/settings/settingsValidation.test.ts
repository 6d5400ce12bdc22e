import { describe, expect, it } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { formatSpeed, parseColor, parseSpeed, parseSurveyName, parseText } from './settingsValidation'

const t = configuratorSettings.settings

describe('settings validation', () => {
  it('requires a name of at most 200 characters, sent as typed', () => {
    expect(parseSurveyName('')).toEqual({ ok: false, error: t.nameRequired })
    expect(parseSurveyName('   ')).toEqual({ ok: false, error: t.nameRequired })
    expect(parseSurveyName('x'.repeat(201))).toEqual({ ok: false, error: t.nameTooLong })
    expect(parseSurveyName('Mein ')).toEqual({ ok: true, value: 'Mein ' })
  })

  it('takes #rrggbb colours, empty as null, and nothing else', () => {
    expect(parseColor('#00796B')).toEqual({ ok: true, value: '#00796B' })
    expect(parseColor(' #abcdef ')).toEqual({ ok: true, value: '#abcdef' })
    expect(parseColor('')).toEqual({ ok: true, value: null })
    for (const bad of ['#abc', 'abcdef', '#abcdeg', 'rot', '#1234567'])
      expect(parseColor(bad)).toEqual({ ok: false, error: t.colorInvalid })
  })

  it('reads speeds from 0 to 10 with comma or point', () => {
    expect(parseSpeed('0,5')).toEqual({ ok: true, value: 0.5 })
    expect(parseSpeed('1.25')).toEqual({ ok: true, value: 1.25 })
    expect(parseSpeed('0')).toEqual({ ok: true, value: 0 })
    expect(parseSpeed('10')).toEqual({ ok: true, value: 10 })
    expect(parseSpeed('0,')).toEqual({ ok: true, value: 0 })
    for (const bad of ['', '-1', '10,5', 'schnell', '1e1', '1,2,3'])
      expect(parseSpeed(bad)).toEqual({ ok: false, error: t.speedInvalid })
    expect(formatSpeed(0.5)).toBe('0,5')
  })

  it('limits free texts', () => {
    expect(parseText(3)('abc')).toEqual({ ok: true, value: 'abc' })
    expect(parseText(3)('abcd').ok).toBe(false)
  })
})
