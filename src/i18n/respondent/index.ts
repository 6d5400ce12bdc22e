import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { globalStore } from '../../session/globalStore'
import { respondentDe } from './de'
import { type RespondentTexts, respondentEn } from './en'

export type { RespondentTexts } from './en'

/** The languages a dialog can have (engine/model/survey.ts `Language`), each with its respondent texts. */
const catalogues = { de: respondentDe, en: respondentEn } satisfies Record<string, RespondentTexts>
export type RespondentLanguage = keyof typeof catalogues

export const isRespondentLanguage = (language: unknown): language is RespondentLanguage =>
  typeof language === 'string' && Object.hasOwn(catalogues, language)

/**
 * The language of the dialog a respondent is in (docs/app.md#languages). One per page: the live
 * page, widget, multichat live and the editors' test chats set it from their dialog; it stays
 * after the chat (the exit page that follows speaks the same language). German until set.
 */
export const respondentLanguage = globalStore<{ language: RespondentLanguage }>(() => ({ language: 'de' }))

/** The respondent texts of a language (default: the current dialog's); German for an unknown one. */
export function respondentTexts(language: string = respondentLanguage.language): RespondentTexts {
  return isRespondentLanguage(language) ? catalogues[language] : catalogues.de
}

/** The current dialog's respondent texts, re-rendering when its language becomes known. */
export function useRespondentTexts(): RespondentTexts {
  return respondentTexts(useSnapshot(respondentLanguage).language)
}

/** Makes a page's dialog language the respondent language (nothing while it is unknown). */
export function useRespondentLanguage(language: string | null | undefined): void {
  useEffect(() => {
    if (language) respondentLanguage.language = isRespondentLanguage(language) ? language : 'de'
  }, [language])
}
