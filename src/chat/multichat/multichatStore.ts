import type { MultichatTurnResponse } from '@engine/api/multichat'
import { hasNewUnread, unreadCounts } from '@engine/runtime'
import { proxy } from 'valtio'
import { browserTimers, type Timers } from '../../session/timers'
import { botEntries, type PacedEntry, restoreHistory } from '../chatHistory'
import type { MultichatClient } from '../clients/chatClient'
import { addReply, type ChatDriver, isStaleQuestion, type Reply, sendFailed, startSending } from '../conversation'
import { type LiveStatus, liveStatus, showLiveError } from '../liveStatus'
import { revealPaced } from '../revealPaced'
import {
  applyChatFields,
  asChatResponse,
  emptyChat,
  hasMoved,
  isLocked,
  type MultichatChatState,
  nextWakeAt,
} from './chatTurns'

export interface MultichatState {
  phase: 'idle' | 'loading' | 'ready' | 'failed'
  /** Survey ids in the contacts' order, lead first. */
  order: string[]
  chats: Record<string, MultichatChatState>
  /** The chat on screen; null while the list is shown instead (narrow screens). */
  openChat: string | null
  /** engine/runtime/unreadCounts.ts */
  unread: Record<string, number>
  /** The game is over (the lead dialog reached its end). */
  is_end: boolean
}

export interface MultichatDeps {
  client: MultichatClient
  /** The contacts' survey ids, lead first. */
  surveyIds: readonly string[]
  now: () => number
  sleep: (ms: number) => Promise<void>
  timers: Timers
  status: LiveStatus
  /** Announces messages in a chat that is not open (the notification sound, when configured). */
  notify: () => void
  /** How often to ask while a chat waits for an external signal without a release time. */
  pollMs: number
}

export const POLL_MS = 5_000

/** A reply in one of the chats. */
interface Answered extends Reply {
  surveyId: string
}

/**
 * The multichat on screen: all chats of one game, driven through a MultichatClient. Like the
 * single conversation (conversationStore.ts) it keeps the local history per survey id in step and reveals
 * bot bubbles one by one; in addition it counts unread messages, and asks the server again when
 * a waiting chat may have been released (timer or signal).
 */
export function createMultichatStore(options: Partial<MultichatDeps> & Pick<MultichatDeps, 'client' | 'surveyIds'>) {
  const deps: MultichatDeps = {
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    timers: browserTimers,
    status: liveStatus,
    notify: () => {},
    pollMs: POLL_MS,
    ...options,
  }
  const ids = [...deps.surveyIds]
  const state = proxy<MultichatState>({
    phase: 'idle',
    order: ids,
    chats: Object.fromEntries(ids.map((id) => [id, emptyChat(id)])),
    openChat: ids[0] ?? null,
    unread: {},
    is_end: false,
  })
  // Bumped when the game is replaced (restart, unmount): late answers, pacing and timers stop.
  let generation = 0
  const queues = new Map<string, Promise<void>>()
  const drivers = new Map<string, ChatDriver>()
  let wake: unknown

  function chat(id: string): MultichatChatState {
    if (!state.chats[id]) {
      state.chats[id] = emptyChat(id)
      if (!state.order.includes(id)) state.order.push(id)
    }
    return state.chats[id]
  }

  const persist = (id: string) => deps.client.history.write(id, chat(id).entries)

  /** One chat's bubbles appear in order even when two turns bring some (an answer, then a release). */
  function enqueue(id: string, gen: number, paced: PacedEntry[], apply: () => void): void {
    const target = chat(id)
    const run = async () => {
      if (gen !== generation) return
      if (paced.length > 0) {
        target.phase = 'pacing'
        // A contact whose bubbles are arriving is talking: not "not yet reachable" nor "waiting"
        // while they appear (the game's first greeting takes seconds). Its input and real status
        // still follow the bubbles (`apply`); `awaiting` stays null until then.
        if (isLocked(target)) target.status = 'open'
        if (
          !(await revealPaced(target, paced, {
            sleep: deps.sleep,
            isCurrent: () => gen === generation,
            afterAdding: () => persist(id),
          }))
        )
          return
      }
      apply()
    }
    queues.set(id, (queues.get(id) ?? Promise.resolve()).then(run))
  }

  function arrive(counts: Record<string, number>, announce: boolean): void {
    const before = { ...state.unread }
    state.unread = { ...unreadCounts(before, { type: 'arrived', counts, openChat: state.openChat }) }
    if (announce && hasNewUnread(before, state.unread)) deps.notify()
  }

  function clearWake(): void {
    if (wake !== undefined) deps.timers.clearTimeout(wake)
    wake = undefined
  }

  function schedule(turn: MultichatTurnResponse, gen: number): void {
    clearWake()
    const at = turn.is_end ? null : nextWakeAt(turn.chats, deps.now(), deps.pollMs)
    if (at !== null) wake = deps.timers.setTimeout(() => void refresh(gen), at - deps.now())
  }

  /** A start or resume answer: each chat from its stored history (docs/product/states.md), with its current question again. */
  function applyResume(turn: MultichatTurnResponse, gen: number, initial: boolean): void {
    const arrived: Record<string, number> = {}
    for (const c of turn.chats) {
      const target = chat(c.survey_id)
      const apply = () => applyChatFields(target, c, turn.is_end)
      if (!initial && !hasMoved(target, c)) {
        enqueue(c.survey_id, gen, [], apply)
        continue
      }
      const stored = deps.client.history.read(c.survey_id)
      const restored = restoreHistory(stored, asChatResponse(c, turn.is_end), deps.now())
      Object.assign(target, {
        returning_user: restored.returning_user,
        entries: restored.kept,
        visibleCount: restored.kept.length,
      })
      // What was not in the history before is news: a first greeting, a released question.
      arrived[c.survey_id] = Math.max(0, restored.kept.length + restored.added.length - stored.length)
      enqueue(c.survey_id, gen, restored.added, apply)
    }
    state.is_end = turn.is_end
    arrive(arrived, !initial)
    schedule(turn, gen)
  }

  /** A turn (an answer, a signal): each chat gets the bubbles this call produced in it. */
  function applyTurn(turn: MultichatTurnResponse, gen: number, answered: Answered | null): void {
    const arrived: Record<string, number> = {}
    for (const c of turn.chats) {
      const target = chat(c.survey_id)
      const response = asChatResponse(c, turn.is_end)
      const paced = botEntries(response, deps.now())
      if (c.survey_id === answered?.surveyId) {
        // A welcome here means a new identity got a new game (addReply).
        addReply(target, answered, response, paced, deps.now())
        target.typing = paced.length > 0
        persist(c.survey_id)
      } else {
        arrived[c.survey_id] = paced.length
      }
      enqueue(c.survey_id, gen, paced, () => applyChatFields(target, c, turn.is_end))
    }
    state.is_end = turn.is_end
    arrive(arrived, true)
    schedule(turn, gen)
  }

  function fail(error: unknown, gen: number): void {
    if (gen !== generation) return
    state.phase = 'failed'
    for (const id of state.order) Object.assign(chat(id), { phase: 'failed', typing: false })
    showLiveError(error, deps.status)
  }

  /** Start or resume the game; the stored transcripts are shown while the server answers. */
  async function start(): Promise<void> {
    const gen = ++generation
    clearWake()
    queues.clear()
    state.phase = 'loading'
    for (const id of state.order) {
      const stored = deps.client.history.read(id)
      Object.assign(chat(id), emptyChat(id), { phase: 'loading', entries: stored, visibleCount: stored.length })
    }
    let turn: MultichatTurnResponse
    try {
      turn = await deps.client.start()
    } catch (error) {
      fail(error, gen)
      return
    }
    if (gen !== generation) return
    state.phase = 'ready'
    applyResume(turn, gen, true)
  }

  /** Asks again (a release time passed, a signal may have come, an answer was stale). */
  async function refresh(gen: number = generation): Promise<void> {
    let turn: MultichatTurnResponse
    try {
      turn = await deps.client.start()
    } catch (error) {
      if (gen === generation) showLiveError(error, deps.status)
      return
    }
    if (gen === generation) applyResume(turn, gen, false)
  }

  /** `shown` is what the history keeps (an option's label), `input` what the server gets (its id). */
  async function answer(surveyId: string, input: string, shown: string = input): Promise<void> {
    const target = state.chats[surveyId]
    const awaiting = target?.awaiting
    if (!target || !awaiting || target.phase !== 'ready' || target.status !== 'open' || state.is_end) return
    const gen = generation
    startSending(target, shown)
    let turn: MultichatTurnResponse
    try {
      turn = await deps.client.answer({
        survey_id: surveyId,
        unique_question_id: awaiting.unique_question_id,
        user_input: input,
      })
    } catch (error) {
      if (gen !== generation) return
      sendFailed(target, awaiting, input)
      // Answered meanwhile (another tab, a double send): show what the server has now.
      if (isStaleQuestion(error)) return refresh(gen)
      showLiveError(error, deps.status)
      return
    }
    if (gen !== generation) return
    applyTurn(turn, gen, { surveyId, questionId: awaiting.unique_question_id, input, shown })
    await queues.get(surveyId)
  }

  /** Releases a waitAPI trigger (test clients only). */
  async function signal(triggerId: string): Promise<void> {
    if (!deps.client.signal) return
    const gen = generation
    try {
      const turn = await deps.client.signal(triggerId)
      if (gen === generation) applyTurn(turn, gen, null)
    } catch (error) {
      if (gen === generation) showLiveError(error, deps.status)
    }
  }

  /** The whole game starts over: the backend forgets it, every chat's history goes (docs/product/states.md). */
  async function restart(): Promise<void> {
    try {
      await deps.client.restart()
    } catch (error) {
      showLiveError(error, deps.status)
      return
    }
    deps.client.history.clear(state.order)
    Object.assign(state, { unread: {}, is_end: false, openChat: state.order[0] ?? null })
    await start()
  }

  /** The player's data erased on the server and here; false when the server refused (banner shown). */
  async function erase(): Promise<boolean> {
    if (!deps.client.erase) return false
    try {
      await deps.client.erase()
    } catch (error) {
      showLiveError(error, deps.status)
      return false
    }
    generation++
    clearWake()
    deps.client.history.clear(state.order)
    return true
  }

  function openChat(surveyId: string): void {
    state.openChat = surveyId
    state.unread = { ...unreadCounts(state.unread, { type: 'opened', surveyId }) }
  }

  /** The chat's part for ChatMessages and AnswerArea (the conversation's ChatDriver). */
  function driver(surveyId: string): ChatDriver {
    let found = drivers.get(surveyId)
    if (!found) {
      found = {
        state: chat(surveyId),
        open: () => Promise.resolve(),
        send: (input, shown) => answer(surveyId, input, shown),
      }
      drivers.set(surveyId, found)
    }
    return found
  }

  function dispose(): void {
    generation++
    clearWake()
  }

  /** Resolves when every chat has shown its bubbles (tests, and callers that wait for a turn). */
  const settled = () => Promise.all([...queues.values()]).then(() => undefined)

  return {
    state,
    chat,
    start,
    refresh,
    answer,
    signal,
    restart,
    erase,
    openChat,
    showList: () => {
      state.openChat = null
    },
    driver,
    dispose,
    settled,
    canSignal: deps.client.signal !== undefined,
    canErase: deps.client.erase !== undefined,
    /** The notification sound is set up by the view (it needs the page's gestures). */
    setNotify: (notify: () => void) => {
      deps.notify = notify
    },
  }
}

export type MultichatStore = ReturnType<typeof createMultichatStore>
