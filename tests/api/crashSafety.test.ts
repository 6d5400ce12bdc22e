import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../server/db/seed'
import { openDatabase } from '../../server/db/database'
import { chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { authHeaders, loginOver } from '../support/fixtures'
import { type LiveRespondents, startLiveRespondents } from '../support/liveRespondents'
import { type ServerProcess, startServerProcess, waitForHealth } from '../support/serverProcess'

/**
 * docs/reliability/durability.md: the embedded database keeps every answer the server
 * acknowledged, even when the process dies mid-request (SIGKILL: no handler, no checkpoint).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'crash-safety-'))
const servers: ServerProcess[] = []
const RESPONDENTS = 50

afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

function start(): ServerProcess {
  const server = startServerProcess(dataDir)
  servers.push(server)
  return server
}

async function feedbackDialogId(server: ServerProcess): Promise<string> {
  const login = await loginOver(server.url, DEMO_USER)
  const { token } = (await login.json()) as { token: string }
  const list = await fetch(`${server.url}/api/surveys`, { headers: authHeaders(token) })
  const { surveys } = (await list.json()) as { surveys: { survey_id: string; survey_name: string }[] }
  const feedback = surveys.find((s) => s.survey_name === 'Beispiel: Feedback zur Veranstaltung')
  if (!feedback) throw new Error('seeded feedback dialog missing')
  return feedback.survey_id
}

/** Waits until `count` respondents each had at least one answer acknowledged: all of them are mid-dialog. */
async function allAnswering(load: LiveRespondents, count: number, timeoutMs: number): Promise<number> {
  const answering = () => [...load.acknowledged.values()].filter((a) => a.inputs.length > 0).length
  const until = Date.now() + timeoutMs
  while (answering() < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
  return answering()
}

/** What the data folder holds per respondent, read directly with PGlite after the server stopped. */
async function storedPerRespondent() {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
  try {
    const { db } = database
    const respondents = new Set((await db.select({ id: liveRespondents.id }).from(liveRespondents)).map((r) => r.id))
    const started = new Set((await db.select({ id: conversations.respondentId }).from(conversations)).map((r) => r.id))
    const inputs = new Map<number, string[]>()
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.userOrBot, 'user')).orderBy(chatMessages.id)
    for (const row of rows) inputs.set(row.respondentId, [...(inputs.get(row.respondentId) ?? []), row.context])
    return { respondents, started, inputs }
  } finally {
    await database.close()
  }
}

describe('the embedded database after the server is killed while respondents answer', () => {
  it('keeps every acknowledged answer, and the restarted server takes over the folder and closes cleanly', async () => {
    const first = start()
    await waitForHealth(first)
    const surveyId = await feedbackDialogId(first)

    const load = startLiveRespondents(first.url, surveyId, RESPONDENTS)
    const answeringAtKill = await allAnswering(load, RESPONDENTS, 60_000)
    const stopping = load.stop()
    const inFlightAtKill = load.inFlight()
    first.child.kill('SIGKILL')
    expect(await first.exited).toBe('SIGKILL')
    await stopping
    // Every one of the 50 had answered; a fast one may have finished and begun again as a new respondent.
    expect(answeringAtKill).toBeGreaterThanOrEqual(RESPONDENTS)
    // The kill really interrupted requests, not an idle server.
    expect(inFlightAtKill).toBeGreaterThan(0)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true)

    const restartedAt = Date.now()
    const second = start()
    await waitForHealth(second)
    const restartMs = Date.now() - restartedAt
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)

    const stored = await storedPerRespondent()
    let answers = 0
    for (const [respondentId, acknowledged] of load.acknowledged) {
      expect(stored.respondents.has(respondentId)).toBe(true)
      if (acknowledged.started) expect(stored.started.has(respondentId)).toBe(true)
      const inputs = stored.inputs.get(respondentId) ?? []
      // At most the one answer that was in flight at the kill may be stored without acknowledgement.
      expect(inputs.slice(0, acknowledged.inputs.length)).toEqual(acknowledged.inputs)
      expect(inputs.length).toBeLessThanOrEqual(acknowledged.inputs.length + 1)
      answers += acknowledged.inputs.length
    }
    console.info(
      `crashSafety: ${load.acknowledged.size} Befragte, ${answers} bestätigte Antworten, ` +
        `${inFlightAtKill} Anfragen beim SIGKILL unterwegs, ${load.failed()} ohne 2xx, Neustart bis /api/health in ${restartMs} ms`,
    )
  }, 180_000)
})
