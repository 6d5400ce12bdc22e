import type { ChatHistoryEntry } from '@engine/model'
// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ChatMessages } from './ChatMessages'

const entry = (user_or_bot: 'bot' | 'user', context: string): ChatHistoryEntry => ({
  context,
  created_on: 1_700_000_000_000,
  type: user_or_bot === 'bot' ? 'message' : 'open-r',
  unique_question_id: 'q1',
  nachfrage_id: null,
  current_question_id: null,
  finished_question_id: null,
  user_or_bot,
})

const show = (entries: ChatHistoryEntry[], media = { audio: true, video: true }) =>
  render(
    <ChatMessages
      entries={entries}
      pendingInput={null}
      typing={false}
      avatarSrc="/a.svg"
      botName="Zeugin"
      media={media}
    />,
  )

describe('ChatMessages with voice and video messages', () => {
  afterEach(cleanup)

  it('plays a bot link to an audio or video file as a voice or video message', () => {
    const { container } = show([entry('bot', '/api/media/s1/anruf.mp3'), entry('bot', 'https://example.org/spur.mp4')])
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('/api/media/s1/anruf.mp3')
    expect(screen.getByLabelText(de.live.chat.audioMessage).tagName).toBe('AUDIO')
    expect(screen.getByLabelText(de.live.chat.videoMessage).tagName).toBe('VIDEO')
  })

  it("shows the link as text when the config does not allow it, and a respondent's link always as text", () => {
    const { container } = show([entry('bot', '/api/media/s1/anruf.mp3'), entry('user', '/api/media/s1/eigen.mp3')], {
      audio: false,
      video: true,
    })
    expect(container.querySelector('audio, video')).toBeNull()
    expect(screen.getByText('/api/media/s1/anruf.mp3')).toBeTruthy()
    cleanup()
    const again = show([entry('user', '/api/media/s1/eigen.mp3')])
    expect(again.container.querySelector('audio')).toBeNull()
  })
})

describe('ChatMessages with the passages of a qa answer', () => {
  afterEach(cleanup)
  const source = {
    filename_db: `${'a'.repeat(32)}.pdf`,
    section: 3,
    sections: 12,
    page: 2,
    text: 'Bücher vier Wochen.',
  }
  const answer = { ...entry('bot', 'Bücher vier Wochen.'), type: 'qa', sources: [{ ...source, name: 'Regeln.pdf' }] }

  it('shows in Testen where the answer comes from, and the passage on request', () => {
    render(
      <ChatMessages
        entries={[answer]}
        pendingInput={null}
        typing={false}
        avatarSrc="/a.svg"
        botName="Bot"
        showSources
      />,
    )
    const label = de.live.chat.source({ ...source, name: 'Regeln.pdf' })
    expect(label).toBe('Quelle: Regeln.pdf, Abschnitt 3 von 12, Seite 2')
    expect(screen.getByText(label).tagName).toBe('SUMMARY')
    expect(screen.getByRole('group', { name: de.live.chat.sources }).querySelector('blockquote')?.textContent).toBe(
      'Bücher vier Wochen.',
    )
  })

  it('shows no sources in the live chat, and a text document has no page', () => {
    render(<ChatMessages entries={[answer]} pendingInput={null} typing={false} avatarSrc="/a.svg" botName="Bot" />)
    expect(screen.queryByRole('group', { name: de.live.chat.sources })).toBeNull()
    expect(de.live.chat.source({ section: 1, sections: 2, page: null })).toBe('Quelle: Abschnitt 1 von 2')
  })
})
