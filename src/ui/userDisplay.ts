import type { EditorSession } from '../session/editorSession'

type Names = Pick<EditorSession, 'username' | 'firstName' | 'lastName'>

/** docs/product/screens.md#top-bar: the user menu shows the first name, or the username if it is missing. */
export function displayName({ firstName, username }: Names): string {
  return firstName?.trim() || username?.trim() || ''
}

/** Up to two letters: first and last name, else the start of the username. */
export function initials({ firstName, lastName, username }: Names): string {
  const first = firstName?.trim().charAt(0) ?? ''
  const last = lastName?.trim().charAt(0) ?? ''
  const fromNames = `${first}${last}`
  if (fromNames) return fromNames.toUpperCase()
  return (username?.trim().charAt(0) ?? '').toUpperCase()
}
