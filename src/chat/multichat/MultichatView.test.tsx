// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { closeLiveBanner } from '../liveStatus'
import { aQuestion } from '../testing/aChatResponse'
import { MultichatView } from './MultichatView'
import { aBotEntry, aContact, aFakeClient, aLockedChat, anInfo, anOpenChat, aTurn, quiet } from '../testing/aMultichat'

const t = de.multichatLive

afterEach(() => {
  cleanup()
  closeLiveBanner()
})

const info = anInfo([
  aContact('lead', 'Kommissarin Berg', { avatar_src: '/media/berg.png' }),
  aContact('zeuge', 'Herr Vogel'),
  aContact('taeter', 'Frau Klein'),
])
const leadAsks = anOpenChat('lead', 'l1', 'Wo waren Sie gestern Abend?')
const zeugeAsks = anOpenChat('zeuge', 'z1', 'Ich habe etwas gesehen!')
const start = aTurn([leadAsks, zeugeAsks, aLockedChat('taeter')])

const contactButton = (name: string) =>
  within(screen.getByRole('navigation', { name: t.chatList })).getByRole('button', { name: new RegExp(name) })
const chatRegion = (name: string) => screen.getByRole('region', { name })

describe('MultichatView', () => {
  it('lists the contacts lead first with avatars, last messages and unread badges', async () => {
    render(<MultichatView info={info} client={aFakeClient({ start: [start] })} />)
    const list = within(screen.getByRole('navigation', { name: t.chatList }))
    await waitFor(() => expect(list.getByRole('status', { name: t.unread(1) })).toBeTruthy())
    const buttons = list.getAllByRole('button').filter((b) => b.classList.contains('mc-contact'))
    expect(buttons.map((b) => b.querySelector('.mc-contact-name')?.textContent)).toEqual([
      'Kommissarin Berg (Hauptchat)',
      'Herr Vogel',
      'Frau Klein',
    ])
    const avatars = buttons.map((b) => b.querySelector('img')?.getAttribute('src') ?? '')
    expect(avatars[0]).toBe('/media/berg.png')
    expect(avatars[1]).toMatch(/^data:image\/svg\+xml/)
    expect(contactButton('Herr Vogel').textContent).toContain('Ich habe etwas gesehen!')
    expect(within(contactButton('Herr Vogel')).getByRole('status', { name: t.unread(1) }).textContent).toBe('1')
    expect(contactButton('Kommissarin Berg').getAttribute('aria-current')).toBe('true')
    expect(contactButton('Frau Klein').textContent).toContain(t.notStarted)
  })

  it('answering in one chat opens another, which shows an unread badge until it is opened', async () => {
    const client = aFakeClient({
      start: [start],
      answer: [
        aTurn([
          anOpenChat('lead', 'l2', 'Wer kann das bezeugen?'),
          quiet(zeugeAsks),
          anOpenChat('taeter', 't1', 'Was wollen Sie von mir?'),
        ]),
      ],
    })
    const user = userEvent.setup()
    render(<MultichatView info={info} client={client} />)
    const lead = chatRegion('Kommissarin Berg')
    await within(lead).findByText('Wo waren Sie gestern Abend?')
    await user.type(within(lead).getByRole('textbox', { name: de.live.chat.answerLabel }), 'Im Kino')
    await user.click(within(lead).getByRole('button', { name: de.live.chat.send }))
    await within(lead).findByText('Wer kann das bezeugen?')
    expect(client.answer).toHaveBeenCalledWith({ survey_id: 'lead', unique_question_id: 'l1', user_input: 'Im Kino' })
    await waitFor(() =>
      expect(within(contactButton('Frau Klein')).getByRole('status', { name: t.unread(1) })).toBeTruthy(),
    )
    expect(contactButton('Frau Klein').textContent).toContain('Was wollen Sie von mir?')

    await user.click(contactButton('Frau Klein'))
    const taeter = chatRegion('Frau Klein')
    expect(within(taeter).getByText('Was wollen Sie von mir?')).toBeTruthy()
    expect(within(taeter).getByRole('textbox', { name: de.live.chat.answerLabel })).toBeTruthy()
    expect(within(contactButton('Frau Klein')).queryByRole('status')).toBeNull()
  })

  it('a waiting chat is greyed, says why and offers no input', async () => {
    const waiting = aTurn([
      leadAsks,
      aLockedChat('zeuge', { status: 'waiting', waiting_for: 'trigger', current_question_id: 'z2' }),
      aLockedChat('taeter'),
    ])
    const user = userEvent.setup()
    render(<MultichatView info={info} client={aFakeClient({ start: [waiting] })} />)
    await waitFor(() => expect(contactButton('Herr Vogel').textContent).toContain(t.waiting))
    expect(contactButton('Herr Vogel').className).toContain('mc-contact-locked')
    await user.click(contactButton('Herr Vogel'))
    expect(screen.getByText(t.waitingNotice).getAttribute('role')).toBe('status')
    expect(within(chatRegion('Herr Vogel')).queryByRole('textbox')).toBeNull()
    expect(within(chatRegion('Herr Vogel')).queryByRole('button', { name: de.live.chat.send })).toBeNull()
  })

  it('a chat released by a timer shows a countdown', async () => {
    const held = aLockedChat('zeuge', { status: 'waiting', waiting_for: 'signal', release_at: Date.now() + 75_000 })
    render(
      <MultichatView info={info} client={aFakeClient({ start: [aTurn([leadAsks, held, aLockedChat('taeter')])] })} />,
    )
    await waitFor(() => expect(contactButton('Herr Vogel').textContent).toMatch(/wartet noch 1:1[45]/))
  })

  it('restart asks first, then starts the whole game again with empty chats', async () => {
    const client = aFakeClient({ start: [start] }, { lead: [aBotEntry('Alte Nachricht', 1_000, null)] })
    const user = userEvent.setup()
    render(<MultichatView info={info} client={client} />)
    await within(chatRegion('Kommissarin Berg')).findByText('Wo waren Sie gestern Abend?')
    expect(within(chatRegion('Kommissarin Berg')).getByText('Alte Nachricht')).toBeTruthy()
    await user.click(within(screen.getByRole('toolbar', { name: t.menu })).getByRole('button', { name: t.restart }))
    const dialog = await screen.findByRole('alertdialog', { name: t.restartConfirm.header })
    await user.click(within(dialog).getByRole('button', { name: t.restartConfirm.confirm }))
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(2))
    expect(client.restart).toHaveBeenCalledTimes(1)
    await within(chatRegion('Kommissarin Berg')).findByText('Wo waren Sie gestern Abend?')
    expect(within(chatRegion('Kommissarin Berg')).queryByText('Alte Nachricht')).toBeNull()
  })

  it('a returning player finds the transcripts where they left them', async () => {
    const histories = {
      lead: [aBotEntry('Guten Abend.', 1_000), aBotEntry('Wo waren Sie gestern Abend?', 2_000, 'l1')],
      zeuge: [aBotEntry('Ich habe etwas gesehen!', 3_000, 'z1')],
    }
    const resumed = aTurn([
      anOpenChat('lead', 'l1', 'Wo waren Sie gestern Abend?', [aQuestion('l1', 'open', 'Wo waren Sie gestern Abend?')]),
      zeugeAsks,
      aLockedChat('taeter'),
    ])
    render(<MultichatView info={info} client={aFakeClient({ start: [resumed] }, histories)} />)
    const lead = chatRegion('Kommissarin Berg')
    await within(lead).findByText('Guten Abend.')
    expect(within(lead).getAllByText('Wo waren Sie gestern Abend?')).toHaveLength(1)
    expect(within(screen.getByRole('navigation', { name: t.chatList })).queryByRole('status')).toBeNull()
  })

  it('the back button shows the list (narrow screens alternate list and chat)', async () => {
    const user = userEvent.setup()
    const { container } = render(<MultichatView info={info} client={aFakeClient({ start: [start] })} />)
    await within(chatRegion('Kommissarin Berg')).findByText('Wo waren Sie gestern Abend?')
    expect(container.querySelector('.mc-view-chat')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: t.back }))
    expect(container.querySelector('.mc-view-list')).toBeTruthy()
    expect(screen.getByText(t.chooseChat)).toBeTruthy()
  })

  it('a test client releases a chat waiting for a signal with the trigger the editor knows', async () => {
    const held = aLockedChat('zeuge', { status: 'waiting', waiting_for: 'signal', current_question_id: 'z2' })
    const client = {
      ...aFakeClient({ start: [aTurn([leadAsks, held, aLockedChat('taeter')])] }),
      signal: vi.fn(async () =>
        aTurn([quiet(leadAsks), anOpenChat('zeuge', 'z2', 'Jetzt rede ich.'), aLockedChat('taeter')]),
      ),
    }
    const user = userEvent.setup()
    render(
      <MultichatView
        info={info}
        client={client}
        storageNotice={false}
        signalTriggers={[
          { id: 'trg-1', survey_id: 'zeuge', unique_question_id: 'z2', label: 'Anruf' },
          { id: 'trg-2', survey_id: 'taeter', unique_question_id: 't9' },
        ]}
      />,
    )
    await waitFor(() => expect(contactButton('Herr Vogel').textContent).toContain(t.waiting))
    await user.click(contactButton('Herr Vogel'))
    const signals = within(screen.getByRole('group', { name: t.signalGroup }))
    expect(signals.getAllByRole('button')).toHaveLength(1)
    await user.click(signals.getByRole('button', { name: t.signal('Anruf') }))
    expect(client.signal).toHaveBeenCalledWith('trg-1')
    await within(chatRegion('Herr Vogel')).findByText('Jetzt rede ich.')
    expect(within(chatRegion('Herr Vogel')).getByRole('textbox', { name: de.live.chat.answerLabel })).toBeTruthy()
  })
})
