import { describe, expect, it } from 'vitest'
import { editorShortcut } from './editorShortcut'

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => editorShortcut({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })

describe('editorShortcut', () => {
  it('maps undo and both redo chords, with Ctrl or Cmd', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo')
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo')
    expect(key('y', { ctrlKey: true })).toBe('redo')
    expect(key('z', { metaKey: true })).toBe('undo')
  })

  it('maps Delete, arrows and Escape only without modifiers', () => {
    expect(key('Delete')).toBe('delete')
    expect(key('ArrowUp')).toBe('previous')
    expect(key('ArrowRight')).toBe('next')
    expect(key('Escape')).toBe('escape')
    expect(key('Delete', { ctrlKey: true })).toBeNull()
    expect(key('z')).toBeNull()
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull()
  })
})
