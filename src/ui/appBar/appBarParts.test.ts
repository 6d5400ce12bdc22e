import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { appBarParts, dialogName, type DialogNameSource } from './appBarParts'

describe('what the app bar shows per route (docs/product/screens.md#top-bar)', () => {
  it('shows the product logo on dashboard, root and imprint, without tabs or dialog controls', () => {
    for (const name of ['Dashboard', 'Root', 'Impressum']) {
      expect(appBarParts(name)).toEqual({
        start: 'productLogo',
        tabs: false,
        dialogControls: false,
        action: null,
        activeTab: null,
      })
    }
  })

  it('shows the breadcrumbs with the dialog name on Assess (issue #28), with the restart button, tabs and dialog controls', () => {
    expect(appBarParts('Assess')).toEqual({
      start: 'breadcrumbs',
      tabs: true,
      dialogControls: true,
      action: 'restart',
      activeTab: 'assess',
    })
  })

  it('shows breadcrumbs on configurator, training, share, analyse, account and the multichat analysis', () => {
    for (const name of [
      'configurator',
      'Intrance',
      'Intrance_ai',
      'Assess',
      'Share',
      'Analyse',
      'Account',
      'AnalyseMultiChat',
    ]) {
      expect(appBarParts(name).start).toBe('breadcrumbs')
    }
  })

  it('puts the live toggle and Team button on the admin dialog routes only', () => {
    const withControls = ['configurator', 'Intrance', 'Intrance_ai', 'Share', 'Assess', 'Analyse']
    for (const name of withControls) expect(appBarParts(name).dialogControls).toBe(true)
    for (const name of ['AnalyseMultiChat', 'Account', 'Dashboard', 'Admin', 'Dialog_exit'])
      expect(appBarParts(name).dialogControls).toBe(false)
  })

  it('has an update button on both analyses and marks the tab of the route', () => {
    expect(appBarParts('Analyse')).toMatchObject({ action: 'refresh', activeTab: 'analyse' })
    expect(appBarParts('AnalyseMultiChat')).toMatchObject({ action: 'refresh', activeTab: 'analyse' })
    expect(appBarParts('Intrance_ai').activeTab).toBe('intrance')
    expect(appBarParts('Account').tabs).toBe(false)
  })
})

describe('the dialog name in the breadcrumbs', () => {
  const texts = de.shell.bar
  const loaded: DialogNameSource = {
    surveyId: 's1',
    survey: { survey_id: 's1', survey_name: 'Kundenumfrage' },
    loading: false,
  }

  it('is the survey name when it is loaded for this id', () => {
    expect(dialogName('configurator', 's1', loaded, texts)).toBe('Kundenumfrage')
  })

  it("is 'loading...' while the dialog of this id loads", () => {
    expect(dialogName('Share', 's2', { surveyId: 's2', survey: null, loading: true }, texts)).toBe('loading...')
  })

  it('keeps the name while the same dialog loads again', () => {
    expect(dialogName('Share', 's1', { ...loaded, loading: true }, texts)).toBe('Kundenumfrage')
  })

  it("is 'Neuer Dialog' when another dialog is loaded or none", () => {
    expect(dialogName('configurator', 's2', loaded, texts)).toBe('Neuer Dialog')
    expect(dialogName('configurator', 's2', { surveyId: null, survey: null, loading: false }, texts)).toBe(
      'Neuer Dialog',
    )
  })

  it("is 'Dialog nicht gefunden' when the dialog of this id does not exist, not 'Neuer Dialog'", () => {
    const failed = (status: number | null): DialogNameSource => ({
      surveyId: 's2',
      survey: null,
      loading: false,
      error: { status },
    })
    expect(dialogName('Share', 's2', failed(404), texts)).toBe('Dialog nicht gefunden')
    expect(dialogName('configurator', 's2', failed(0), texts)).toBe('Dialog nicht geladen')
    expect(dialogName('Share', 's3', failed(404), texts)).toBe('Neuer Dialog')
  })

  it("is the multichat's name on its analysis once loaded, 'Multichat' before", () => {
    expect(dialogName('AnalyseMultiChat', null, loaded, texts, 'Auf der Flucht')).toBe('Auf der Flucht')
    expect(dialogName('AnalyseMultiChat', null, loaded, texts)).toBe('Multichat')
  })
})
