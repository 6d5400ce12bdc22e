import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

// docs/training.md "Respondents' picks" and docs/analyse.md "Routes": what respondents tapped on the
// clarifying question shows in Trainieren (to take or reject) and, as routes, in Analyse too.

const t = de.training
const routes = de.analyse.routes
const block = 'wie'
const question = 'Wie zufrieden sind Sie mit uns?'
/** Between both intents (tests/api/clarify.test.ts): the respondent gets the buttons. */
const unsure = 'naja geht so'
const unsureToo = 'hm naja'

/**
 * A respondent through the live API who answers `text`, when asked taps `tap` ('other' or an
 * intent), and answers the nachfrage with `then`.
 */
async function respond(
  request: APIRequestContext,
  surveyId: string,
  text: string,
  tap?: string,
  then?: string,
): Promise<string> {
  const registered = await request.post('/api/register_live', { data: { survey_id: surveyId } })
  expect(registered.ok(), await registered.text()).toBe(true)
  const headers = { authorization: `Bearer ${(await registered.json()).token_live}` }
  const chat = async (user_input: string, unique_question_id: string | null) => {
    const res = await request.post('/api/chat', {
      headers,
      data: { survey_id: surveyId, unique_question_id, user_input },
    })
    expect(res.ok(), await res.text()).toBe(true)
    return (await res.json()).chatbot_response_object as { awaiting: { kind: string } | null }
  }
  await chat('', null)
  const answered = await chat(text, block)
  if (tap) await chat(tap === 'other' ? 'other' : `intent:${tap}`, block)
  if (then) await chat(then, block)
  return answered.awaiting?.kind ?? 'none'
}

/** A live dialog whose open block asks with buttons when unsure, trained on a few examples, with respondents. */
async function aDialogWithTaps(page: Page): Promise<string> {
  await logInAsDemo(page)
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName('E2E Rückfrage'))
  const blocks = [
    {
      unique_question_id: block,
      type: 'open',
      context: question,
      nachfrage: 'Können Sie das genauer sagen?',
      clarify_mode: 'buttons',
    },
    { unique_question_id: 'gut', type: 'message', context: 'Das freut uns!', is_end: true },
    { unique_question_id: 'schlecht', type: 'message', context: 'Das tut uns leid.', is_end: true },
    { unique_question_id: 'weiter', type: 'message', context: 'Danke für Ihre Antwort.', is_end: true },
  ]
  for (const [order, b] of blocks.entries())
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: b.unique_question_id,
      order,
      changed_values: { ...b, survey_id: surveyId, order },
    })
  await api.call('POST', `/api/surveys/${surveyId}/structure`, {
    connections: [
      { source: block, handle: 'zufrieden', target: 'gut' },
      { source: block, handle: 'unzufrieden', target: 'schlecht' },
      { source: block, handle: 'default', target: 'weiter' },
    ],
  })
  const examples = {
    zufrieden: ['Ich bin sehr zufrieden', 'Alles super, danke', 'Es gefällt mir richtig gut'],
    unzufrieden: ['Ich bin gar nicht zufrieden', 'Das war schlecht', 'Es hat mich enttäuscht'],
  }
  await api.call('POST', `/api/surveys/${surveyId}/training/${block}/examples`, {
    examples: Object.entries(examples).flatMap(([handle, texts]) => texts.map((text) => ({ handle, text }))),
  })
  await api.call('POST', '/api/switch_activate_link', { item: surveyId })
  // The model is built by a job: wait until the block routes with it (an unsure answer gets buttons).
  await expect
    .poll(() =>
      api.call('GET', `/api/surveys/${surveyId}/training/status`).then((s) => (s as { status: string }).status),
    )
    .toBe('current')
  expect(await respond(page.request, surveyId, unsure, 'unzufrieden')).toBe('clarify')
  expect(await respond(page.request, surveyId, unsure, 'unzufrieden')).toBe('clarify')
  expect(await respond(page.request, surveyId, unsureToo, 'zufrieden')).toBe('clarify')
  await respond(page.request, surveyId, unsure, 'other', 'Eigentlich ganz in Ordnung')
  await respond(page.request, surveyId, 'Ich bin sehr zufrieden, alles super')
  await respond(page.request, surveyId, unsure)
  return surveyId
}

test("Trainieren shows the respondents' picks to take or reject and the block's routes; Analyse shows the routes", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 1000 })
  const surveyId = await aDialogWithTaps(page)

  await page.goto(`/intrance/${surveyId}`)
  const summary = page.getByRole('region', { name: routes.title })
  const table = summary.getByRole('table', { name: routes.title })
  const share = (label: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
  // Six respondents: one at once, three by a tap (two chose "unzufrieden"), one "Etwas anderes", one still asked.
  await expect(share(routes.direct)).toContainText('1')
  await expect(share(routes.clarified).getByRole('cell').first()).toHaveText('3')
  await expect(share(routes.clarifiedAs('unzufrieden')).getByRole('cell').first()).toHaveText('2')
  await expect(share(routes.clarifiedAs('zufrieden')).getByRole('cell').first()).toHaveText('1')
  await expect(share(routes.asked).getByRole('cell').first()).toHaveText('1')
  await expect(share(routes.clarified).getByRole('cell').last()).toHaveText(/^50\s?%$/)

  const list = page.getByRole('listbox', { name: t.answers.list })
  await page.getByRole('radio', { name: t.answers.filter.picked }).click()
  await expect(list.getByRole('option')).toHaveCount(3)
  await expect(list.getByRole('option').filter({ hasText: t.answers.pick('unzufrieden') })).toHaveCount(2)
  await page.screenshot({ path: test.info().outputPath('training-picks.png'), fullPage: true })

  // Reject the one wrong pick: both answers with those words show it rejected; take the other pick.
  await list
    .getByRole('button', { name: t.answers.rejectPickLabel('unzufrieden', unsure) })
    .first()
    .click()
  await expect(list.getByText(t.answers.pickRejected('unzufrieden'))).toHaveCount(2)
  await list.getByRole('button', { name: t.answers.takePickLabel('zufrieden', unsureToo) }).click()
  const taken = list.getByRole('option').filter({ hasText: unsureToo })
  await expect(taken.getByText(t.answers.label('zufrieden'))).toBeVisible()
  await expect(page.getByRole('group', { name: /^zufrieden \(4\)$/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('training-picks-decided.png'), fullPage: true })
  // Loaded again, nothing is left to decide: the rejected pick is not offered, the taken one is labelled.
  await page.reload()
  await page.getByRole('radio', { name: t.answers.filter.picked }).click()
  await expect(page.getByRole('region', { name: t.answers.title }).getByText(t.answers.none)).toBeVisible()

  await page.goto(`/analyse/${surveyId}`)
  await page.getByRole('tab', { name: de.analyse.sections.blocks }).click()
  const analysed = page.getByRole('table', { name: `${routes.title}: ${question}` })
  await expect(analysed).toBeVisible()
  await expect(
    analysed
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: routes.other, exact: true }) })
      .getByRole('cell')
      .first(),
  ).toHaveText('1')
  await analysed.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('analyse-routes.png'), fullPage: true })
})
