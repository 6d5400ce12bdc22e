import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { BLOCK_FIELD_KEYS, CONFIG_KEYS, FIXED_MESSAGE_KEYS } from '@engine/changes'
import { FIELD_WORDS } from '@engine/commands'
import { RESPONDENT_FLAGS } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { de } from '../../src/i18n/de'
import { en } from '../../src/i18n/en'

// docs/contributing.md#a-new-respondent-setting: block fields and settings have their words in one
// catalogue, engine/commands/labels.ts (German and English): the undo history, "Versionen",
// "Vergleichen" and the respondent settings' switches read it, none keeps a list of its own.
const LANGUAGES = ['de', 'en'] as const

/** Lines of a catalogue module that key a text by a respondent flag: a second list of their words. */
export function flagKeyedTexts(file: string, text: string): string[] {
  const keyed = new RegExp(`^\\s*['"]?(${RESPONDENT_FLAGS.join('|')})['"]?\\s*:\\s*['"\`]`)
  return text.split('\n').flatMap((line, i) => (keyed.test(line) ? [`${file}:${i + 1}`] : []))
}

describe('one catalogue of field and setting words (engine/commands/labels.ts)', () => {
  it.each(LANGUAGES.map((language) => [language]))(
    'every respondent setting has its name and its switch in %s',
    (language) => {
      for (const flag of RESPONDENT_FLAGS) {
        expect(FIELD_WORDS[language].names[flag], flag).toMatch(/\S/)
        expect(FIELD_WORDS[language].switches[flag], flag).toMatch(/\S/)
      }
    },
  )

  it.each(LANGUAGES.map((language) => [language]))(
    'every block field, setting and fixed message has a name in %s',
    (language) => {
      const names: Record<string, string> = FIELD_WORDS[language].names
      for (const key of [...BLOCK_FIELD_KEYS, ...CONFIG_KEYS, ...FIXED_MESSAGE_KEYS, 'order'])
        expect(names[key], key).toMatch(/\S/)
    },
  )

  it('the UI catalogues take their field names and switches from it, in both languages', () => {
    expect(de.versionHistory.fields).toBe(FIELD_WORDS.de.names)
    expect(en.versionHistory.fields).toBe(FIELD_WORDS.en.names)
    expect(de.configuratorSettings.settings.flags).toBe(FIELD_WORDS.de.switches)
    expect(en.configuratorSettings.settings.flags).toBe(FIELD_WORDS.en.switches)
  })

  it('no other module of src or engine keys texts by a respondent setting', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'engine'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(file))
      .filter((file) => file !== 'engine/commands/labels.ts')
    expect(files.flatMap((file) => flagKeyedTexts(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('the check names a catalogue line keyed by a flag, not a value read from one', () => {
    const text = "    feedback_allowed: 'Feedback erlauben',\n    feedback_allowed: survey.feedback_allowed,\n"
    expect(flagKeyedTexts('src/i18n/x.ts', text)).toEqual(['src/i18n/x.ts:1'])
  })
})
