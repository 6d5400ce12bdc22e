import { describe, expect, it } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import {
  formatSpeed,
  parseBackgroundLink,
  parseColor,
  parseSpeed,
  parseSurveyName,
  parseText,
} from './settingsValidation'

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

describe('the background link (docs/runtime.md "Respondent settings")', () => {
  it('takes an http(s) address, a media file of the dialog, or nothing', () => {
    for (const link of ['https://bilder.example.org/meer.jpg', 'http://intranet/hg.png', '/api/media/3f00.png', ''])
      expect(parseBackgroundLink(` ${link} `)).toEqual({ ok: true, value: link })
  })

  it('refuses what the live page would not show, with a message saying what is expected', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//host/x.png',
      '/dashboard',
      'meer.jpg',
      'ftp://x/y',
    ])
      expect(parseBackgroundLink(bad), bad).toEqual({ ok: false, error: t.backgroundInvalid })
    expect(parseBackgroundLink(`https://x.org/${'a'.repeat(2000)}`)).toEqual({ ok: false, error: t.tooLong(2000) })
  })
})
