// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Awaiting } from '../conversation'
import { SingleChoiceAnswer } from './ChoiceAnswer'

const awaiting = {
  unique_question_id: 'wahl',
  type: 'single_choice',
  options: [
    { id: 'a', label: 'Ja' },
    { id: 'b', label: 'Nein' },
  ],
} as unknown as Awaiting

function show() {
  const onSend = vi.fn()
  render(<SingleChoiceAnswer awaiting={awaiting} onSend={onSend} takeFocus />)
  return { onSend, first: screen.getByRole('button', { name: 'Ja' }) }
}

describe('a choice question right after a typed answer', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('takes the focus, and the Enter that sent the previous answer does not choose its first option', () => {
    const { onSend, first } = show()
    expect(document.activeElement).toBe(first)
    // The previous answer's Enter arrives late: Chromium turns it into a click with detail 0.
    fireEvent.click(first, { detail: 0 })
    expect(onSend).not.toHaveBeenCalled()
  })

  it('a key released on the options, then Enter, chooses', () => {
    const { onSend, first } = show()
    fireEvent.keyUp(first, { key: 'Enter' })
    fireEvent.click(first, { detail: 0 })
    expect(onSend).toHaveBeenCalledWith('a', 'Ja')
  })

  it('a pointer click chooses at once', () => {
    const { onSend, first } = show()
    fireEvent.click(first, { detail: 1 })
    expect(onSend).toHaveBeenCalledWith('a', 'Ja')
  })

  it("a click without keys (a screen reader's) chooses once the question has been there half a second", () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { onSend, first } = show()
    vi.advanceTimersByTime(600)
    fireEvent.click(first, { detail: 0 })
    expect(onSend).toHaveBeenCalledWith('a', 'Ja')
  })
})

describe('the clarifying question\u2019s quick replies', () => {
  afterEach(() => cleanup())
  const clarify = {
    unique_question_id: 'wie',
    kind: 'clarify',
    maxLength: 2000,
    options: [
      { id: 'intent:zufrieden', label: 'Zufrieden', confidence: 0.4 },
      { id: 'intent:unzufrieden', label: 'Eher unzufrieden', confidence: 0.2 },
      { id: 'other', label: 'Etwas anderes' },
    ],
  } as unknown as Awaiting

  it('shows one button per offered intent, then "Etwas anderes" apart, and a tap sends the id with its label', () => {
    const onSend = vi.fn()
    render(<SingleChoiceAnswer awaiting={clarify} onSend={onSend} takeFocus={false} />)
    const group = screen.getByRole('group', { name: 'Vorschläge zu Ihrer Antwort' })
    const buttons = Array.from(group.querySelectorAll('button'))
    expect(buttons.map((b) => b.textContent)).toEqual(['Zufrieden', 'Eher unzufrieden', 'Etwas anderes'])
    expect(buttons.map((b) => b.classList.contains('live-choice-other'))).toEqual([false, false, true])
    fireEvent.click(screen.getByRole('button', { name: 'Eher unzufrieden' }), { detail: 1 })
    expect(onSend).toHaveBeenCalledWith('intent:unzufrieden', 'Eher unzufrieden')
  })
})
