import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { surveys } from '../../server/db/schema'
import { api } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** A respondent's full conversation through both seeded example dialogs: every block type over HTTP. */
describe.each(databaseKinds())('the seeded example dialogs, answered through POST /api/chat on %s', (kind) => {
  let t: TestApp
  const ids = new Map<string, string>()

  beforeAll(async () => {
    t = await startTestApp(kind)
    for (const row of await t.database.db.select().from(surveys))
      ids.set((row.settings as { survey_name: string }).survey_name, row.surveyId)
  })
  afterAll(async () => {
    await t?.close()
  })

  async function conversation(name: string) {
    const surveyId = ids.get(name)
    if (!surveyId) throw new Error(`${name} not seeded`)
    const registered = (await api(t.app).post('/api/register_live', { survey_id: surveyId })).json()
    const respondent = api(t.app, registered.token_live)
    let current: string | null = null
    const say = async (userInput?: string) => {
      const res = await respondent.post('/api/chat', {
        survey_id: surveyId,
        unique_question_id: current,
        user_input: userInput ?? '',
      })
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      current = body.chatbot_response_object.current_question_id
      const texts = (body.chatbot_response_object.messages as { bubbles: { text: string }[] }[]).map((m) =>
        m.bubbles.map((b) => b.text).join(' '),
      )
      return { texts, awaiting: body.chatbot_response_object.awaiting, isEnd: body.is_end as boolean }
    }
    return say
  }

  it('Feedback: likert with labels, open with follow-up, multiple and single choice, number, message end', async () => {
    const say = await conversation('Beispiel: Feedback zur Veranstaltung')
    const start = await say()
    expect(start.texts[0]).toMatch(/^Hallo!/)
    expect(start.awaiting).toMatchObject({
      kind: 'likert',
      options: expect.arrayContaining([{ id: 'na', label: 'keine Angabe' }]),
    })
    expect((await say('4')).awaiting).toMatchObject({ kind: 'text' })
    expect((await say('Gut')).texts).toEqual(['Können Sie das noch etwas genauer beschreiben?'])
    const programme = await say('Die Vorträge waren spannend')
    expect(programme.texts[0]).toBe('Danke, das hilft uns sehr.')
    expect(programme.awaiting).toMatchObject({ kind: 'multiple_choice', min: 1, max: 3 })
    expect((await say('Vortrag, Führung')).awaiting).toMatchObject({ kind: 'number' })
    expect((await say('viele')).texts[0]).toBe('Bitte geben Sie eine Zahl ein.')
    expect((await say('3')).awaiting).toMatchObject({ kind: 'single_choice' })
    const end = await say('Ja')
    expect(end.isEnd).toBe(true)
    expect(end.texts).toEqual(['Das war es schon.', 'Vielen Dank für Ihr Feedback!'])
  })

  it('Wohnen: a place named in one word is taken as it is, not asked again', async () => {
    const say = await conversation('Beispiel: Kurzinterview Wohnen')
    await say()
    expect((await say('Hamburg')).texts).toEqual(['Wie gefällt es Ihnen dort?'])
  })

  it('Wohnen: an unsure answer gets the two ways as buttons, labelled for respondents; a tap goes on (docs/configurator.md)', async () => {
    const say = await conversation('Beispiel: Kurzinterview Wohnen')
    await say()
    await say('In Leipzig, im Süden der Stadt')
    const asked = await say('Das kommt darauf an')
    expect(asked.texts).toEqual(['Meinten Sie eines davon?'])
    expect(asked.awaiting).toMatchObject({ kind: 'clarify' })
    const labels = (asked.awaiting.options as { id: string; label: string }[]).map((o) => `${o.id}=${o.label}`)
    expect(labels).toEqual(
      expect.arrayContaining([
        'intent:positiv=Gefällt mir gut',
        'intent:negativ=Eher nicht so gut',
        'other=Etwas anderes',
      ]),
    )
    expect((await say('intent:negativ')).texts).toEqual(['Was stört Sie am meisten?'])
  })

  it('Wohnen: open answers routed by trained intent, qa from the study FAQ, e-mail validation', async () => {
    const say = await conversation('Beispiel: Kurzinterview Wohnen')
    await say()
    await say('In Leipzig, im Süden der Stadt')
    const routed = await say('Ich wohne sehr gerne hier, es ist ruhig und grün')
    expect(routed.awaiting).toMatchObject({ kind: 'qa' })
    const answer = await say('Was passiert mit meinen Daten?')
    expect(answer.texts[0]).toMatch(/anonym gespeichert/)
    expect((await say('weiter')).awaiting).toMatchObject({ kind: 'email' })
    expect((await say('keine Adresse')).texts[0]).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    const end = await say('leser@example.org')
    expect(end).toMatchObject({ isEnd: true, texts: ['Herzlichen Dank, das Interview ist beendet.'] })
  })
})
