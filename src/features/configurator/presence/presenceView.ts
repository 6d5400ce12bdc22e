import type { PresentEditor } from '@engine/api/coediting'

/** The block field someone is typing in. */
export type TypingAt = NonNullable<PresentEditor['typing']>

/** What this user is on now, as the presence call sends it (docs/design/coediting.md "Presence"). */
export interface OwnPresence {
  selected: string | null
  typing: TypingAt | null
}

/**
 * One avatar per colleague: the presence list has one entry per open stream, so a colleague
 * with the dialog open in two tabs is one person (the first entry's colour and name).
 */
export function avatarsOf(others: readonly PresentEditor[]): PresentEditor[] {
  const seen = new Set<number>()
  return others.filter((editor) => {
    if (seen.has(editor.user_id)) return false
    seen.add(editor.user_id)
    return true
  })
}

/** Up to two letters of a display name ("Erika Test" → "ET", "erika.test" → "ET", "demo" → "D"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/u)
    .filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase()
}

/** The first word of a display name ("Erika Test" → "Erika"; "erika.test" stays whole). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? ''
}

/** Colleagues with this block selected, one per person. */
export function selectorsOf(others: readonly PresentEditor[], blockId: string): PresentEditor[] {
  return avatarsOf(others.filter((editor) => editor.selected === blockId))
}

/** Colleagues typing in this field of this block, one per person. */
export function typistsOf(others: readonly PresentEditor[], blockId: string, key: string): PresentEditor[] {
  return avatarsOf(others.filter((editor) => editor.typing?.block === blockId && editor.typing.key === key))
}

/** Same people in the same colours, names and places: a re-render would show nothing new. */
export function samePeople(a: readonly PresentEditor[], b: readonly PresentEditor[]): boolean {
  return (
    a.length === b.length &&
    a.every((editor, i) => {
      const other = b[i]
      return (
        other !== undefined &&
        editor.connection_id === other.connection_id &&
        editor.name === other.name &&
        editor.color === other.color &&
        editor.selected === other.selected &&
        editor.typing?.block === other.typing?.block &&
        editor.typing?.key === other.typing?.key
      )
    })
  )
}

const sameTyping = (a: TypingAt | null, b: TypingAt | null) => a?.block === b?.block && a?.key === b?.key

/**
 * This user's presence as one value: selecting and typing change one part each, and `send` is
 * called only when the whole changes (every keystroke reports typing, one call goes out).
 */
export function ownPresence(send: (own: OwnPresence) => void) {
  let current: OwnPresence = { selected: null, typing: null }
  const set = (next: OwnPresence) => {
    if (next.selected === current.selected && sameTyping(next.typing, current.typing)) return
    current = next
    send(current)
  }
  return {
    get: () => current,
    select(selected: string | null) {
      // Typing belongs to the block it was in: another block selected ends it.
      const typing = current.typing && current.typing.block === selected ? current.typing : null
      set({ selected, typing })
    },
    type(typing: TypingAt | null) {
      set({ selected: typing ? typing.block : current.selected, typing })
    },
    /** Ends typing only if it is still in this field (a blur arriving after another field's focus). */
    stopTyping(at: TypingAt) {
      if (sameTyping(current.typing, at)) set({ ...current, typing: null })
    },
  }
}
export type OwnPresenceReporter = ReturnType<typeof ownPresence>

/** Names as one phrase: "Anna", "Anna und Ben", "Anna, Ben und Cem". */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`
}
