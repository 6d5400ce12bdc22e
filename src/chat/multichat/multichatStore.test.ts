import { ApiError } from '../../session/apiClient'
import { describe, expect, it, vi } from 'vitest'
import { createMultichatStore } from './multichatStore'
import type { LiveStatus } from '../liveStatus'
import { aBotEntry, aFakeClient, aLockedChat, anOpenChat, aTurn, quiet } from '../testing/aMultichat'
import { aBotMessage, aQuestion } from '../testing/aChatResponse'

const NOW = 1_700_000_000_000
const IDS = ['lead', 'zeuge', 'taeter']

function fakeTimers() {
  const pending: { run: () => void; ms: number }[] = []
  return {
    pending,
    setTimeout: (run: () => void, ms: number) => pending.push({ run, ms }),
    clearTimeout: (id: unknown) => {
      if (typeof id === 'number') pending.splice(id - 1, 1, { run: () => {}, ms: -1 })
    },
  }
}

function setup(client: ReturnType<typeof aFakeClient>) {
  const status: LiveStatus = { server_busy: false, error: null }
  const notify = vi.fn()
  const timers = fakeTimers()
  const store = createMultichatStore({
    client,
    surveyIds: IDS,
    now: () => NOW,
    sleep: async () => {},
    status,
    notify,
    timers,
  })
  return { store, status, notify, timers }
}

const leadAsks = anOpenChat('lead', 'l1', 'Wo waren Sie gestern Abend?', [
  aBotMessage({ texts: ['Guten Abend.'] }),
  aQuestion('l1', 'open', 'Wo waren Sie gestern Abend?'),
])
const start = aTurn([leadAsks, anOpenChat('zeuge', 'z1', 'Ich habe etwas gesehen.'), aLockedChat('taeter')])

describe('multichat store', () => {
  it('starts every chat, opens the lead and counts greetings in the other chats as unread', async () => {
    const { store, notify } = setup(aFakeClient({ start: [start] }))
    await store.start()
    await store.settled()
    expect(notify).not.toHaveBeenCalled()
    expect(store.state.openChat).toBe('lead')
    expect(store.chat('lead').entries.map((e) => e.context)).toEqual(['Guten Abend.', 'Wo waren Sie gestern Abend?'])
    expect(store.state.unread).toEqual({ zeuge: 1 })
    expect(store.chat('taeter').status).toBe('not_started')
  })

  it('an answer in one chat that starts another raises its unread count and rings', async () => {
    const client = aFakeClient({
      start: [start],
      answer: [
        aTurn([
          anOpenChat('lead', 'l2', 'Und danach?'),
          quiet(anOpenChat('zeuge', 'z1', '')),
          anOpenChat('taeter', 't1', 'Was wollen Sie von mir?'),
        ]),
      ],
    })
    const { store, notify } = setup(client)
    await store.start()
    await store.settled()
    await store.answer('lead', 'Im Kino')
    await store.settled()
    expect(client.answer).toHaveBeenCalledWith({ survey_id: 'lead', unique_question_id: 'l1', user_input: 'Im Kino' })
    expect(store.chat('lead').entries.map((e) => e.context)).toEqual([
      'Guten Abend.',
      'Wo waren Sie gestern Abend?',
      'Im Kino',
      'Und danach?',
    ])
    expect(store.chat('taeter').status).toBe('open')
    expect(store.state.unread).toEqual({ zeuge: 1, taeter: 1 })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(client.history.read('lead')).toHaveLength(4)
  })

  it('a contact whose first bubbles are arriving is shown as talking, not as not yet reachable; its input follows them', async () => {
    const greeting = aTurn([
      anOpenChat('lead', 'l1', 'Sind Sie bereit?', [
        aBotMessage({ texts: ['Guten Morgen.', 'Es gab einen Mord.'], delays: [0, 1500] }),
        aQuestion('l1', 'open', 'Sind Sie bereit?', [1500]),
      ]),
      anOpenChat('zeuge', 'z1', 'Ich habe etwas gesehen.', [aQuestion('z1', 'open', 'Ich habe etwas gesehen.', [800])]),
      aLockedChat('taeter'),
    ])
    const held: (() => void)[] = []
    const pauses: number[] = []
    const store = createMultichatStore({
      client: aFakeClient({ start: [greeting] }),
      surveyIds: IDS,
      now: () => NOW,
      // Every pause holds until the test lets it go: the state between bubbles is observable.
      sleep: (ms) => {
        pauses.push(ms)
        return new Promise((resolve) => held.push(() => resolve()))
      },
      status: { server_busy: false, error: null },
      timers: fakeTimers(),
    })
    await store.start()
    await vi.waitFor(() => expect(pauses.length).toBeGreaterThan(0))
    // Mid-reveal: the lead shows its first bubble, is not locked, and takes no answer yet.
    expect(store.chat('lead').visibleCount).toBe(1)
    expect(store.chat('lead').status).toBe('open')
    expect(store.chat('lead').awaiting).toBeNull()
    expect(store.chat('zeuge').status).toBe('open')
    expect(store.chat('zeuge').awaiting).toBeNull()
    // A contact that says nothing yet is still not reachable.
    expect(store.chat('taeter').status).toBe('not_started')
    for (let i = 0; i < 10 && store.chat('lead').phase !== 'ready'; i++) {
      held.splice(0).forEach((go) => go())
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await store.settled()
    expect(store.chat('lead').awaiting?.unique_question_id).toBe('l1')
    expect(store.chat('taeter').status).toBe('not_started')
  })

  it('opening a chat reads its messages', async () => {
    const { store } = setup(aFakeClient({ start: [start] }))
    await store.start()
    store.openChat('zeuge')
    expect(store.state.unread).toEqual({})
  })

  it('a waiting chat cannot be answered', async () => {
    const waiting = aTurn([
      leadAsks,
      aLockedChat('zeuge', { status: 'waiting', waiting_for: 'trigger' }),
      aLockedChat('taeter'),
    ])
    const client = aFakeClient({ start: [waiting] })
    const { store } = setup(client)
    await store.start()
    await store.settled()
    await store.answer('zeuge', 'Hallo?')
    expect(client.answer).not.toHaveBeenCalled()
    expect(store.chat('zeuge').awaiting).toBeNull()
  })

  it.each(['question_already_answered', 'chat_not_open', 'game_over'] as const)(
    'an answer refused with %s (409) reloads the state instead of showing an error',
    async (code) => {
      const client = aFakeClient({
        start: [
          start,
          aTurn([anOpenChat('lead', 'l2', 'Und danach?'), quiet(anOpenChat('zeuge', 'z1', '')), aLockedChat('taeter')]),
        ],
      })
      client.answer.mockRejectedValueOnce(new ApiError(409, 'Diese Frage ist nicht mehr offen.', { code }))
      const { store, status } = setup(client)
      await store.start()
      await store.settled()
      await store.answer('lead', 'Im Kino')
      await store.settled()
      expect(client.start).toHaveBeenCalledTimes(2)
      expect(status.error).toBeNull()
      expect(store.chat('lead').awaiting?.unique_question_id).toBe('l2')
      expect(store.chat('lead').entries.at(-1)?.context).toBe('Und danach?')
    },
  )

  it('other failures show the live error banner and give the typed answer back', async () => {
    const client = aFakeClient({ start: [start] })
    client.answer.mockRejectedValueOnce(new ApiError(500, 'kaputt', { code: 'internal_error' }))
    const { store, status } = setup(client)
    await store.start()
    await store.settled()
    await store.answer('lead', 'Im Kino')
    expect(status.error?.extra).toContain('kaputt')
    expect(store.chat('lead').draft).toBe('Im Kino')
  })

  it('a returning player sees the stored transcripts, the current question once, and nothing unread', async () => {
    const histories = {
      lead: [aBotEntry('Guten Abend.', NOW - 9000), aBotEntry('Wo waren Sie gestern Abend?', NOW - 8000, 'l1')],
      zeuge: [aBotEntry('Ich habe etwas gesehen.', NOW - 7000, 'z1')],
    }
    const { store } = setup(
      aFakeClient(
        {
          start: [
            aTurn([
              anOpenChat('lead', 'l1', 'Wo waren Sie gestern Abend?'),
              anOpenChat('zeuge', 'z1', 'Ich habe etwas gesehen.'),
              aLockedChat('taeter'),
            ]),
          ],
        },
        histories,
      ),
    )
    await store.start()
    await store.settled()
    expect(store.chat('lead').entries.map((e) => e.context)).toEqual(['Guten Abend.', 'Wo waren Sie gestern Abend?'])
    expect(store.chat('lead').returning_user).toBe(true)
    expect(store.state.unread).toEqual({})
  })

  it('asks again at release_at, and a released chat counts as unread', async () => {
    const held = aLockedChat('zeuge', {
      status: 'waiting',
      waiting_for: 'signal',
      release_at: NOW + 30_000,
      current_question_id: 'z2',
    })
    const released = anOpenChat('zeuge', 'z2', 'Jetzt kann ich reden.')
    const client = aFakeClient({
      start: [
        aTurn([leadAsks, held, aLockedChat('taeter')]),
        aTurn([quiet(leadAsks), released, aLockedChat('taeter')]),
      ],
    })
    const { store, timers, notify } = setup(client)
    await store.start()
    await store.settled()
    expect(timers.pending.at(-1)?.ms).toBe(30_250)
    timers.pending.at(-1)?.run()
    await vi.waitFor(() => expect(store.chat('zeuge').status).toBe('open'))
    await store.settled()
    expect(store.chat('zeuge').entries.map((e) => e.context)).toEqual(['Jetzt kann ich reden.'])
    expect(store.chat('lead').entries).toHaveLength(2)
    expect(store.state.unread).toEqual({ zeuge: 1 })
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it('polls every 5 s while a chat waits for an external signal', async () => {
    const held = aLockedChat('zeuge', { status: 'waiting', waiting_for: 'signal', current_question_id: 'z2' })
    const { store, timers } = setup(aFakeClient({ start: [aTurn([leadAsks, held, aLockedChat('taeter')])] }))
    await store.start()
    expect(timers.pending.at(-1)?.ms).toBe(5_000)
  })

  it('restart forgets the game on the server, clears every history and starts again', async () => {
    const client = aFakeClient({ start: [start] })
    const { store } = setup(client)
    await store.start()
    await store.settled()
    store.openChat('zeuge')
    await store.restart()
    await store.settled()
    expect(client.restart).toHaveBeenCalledTimes(1)
    expect(client.start).toHaveBeenCalledTimes(2)
    expect(store.state.openChat).toBe('lead')
    expect(store.chat('lead').entries.map((e) => e.context)).toEqual(['Guten Abend.', 'Wo waren Sie gestern Abend?'])
  })
})
