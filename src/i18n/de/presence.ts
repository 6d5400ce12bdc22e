/** Live co-editing: who else has the dialog open, and where (docs/design/coediting.md "Presence"). */
export const presence = {
  /** The avatar list's accessible name. */
  others: 'Ebenfalls geöffnet von',
  /** An avatar's hover text and accessible name. */
  avatar: (name: string) => `${name} hat den Dialog geöffnet`,
  /** More colleagues than avatars fit: "+3", named on hover. */
  more: (count: number) => `${count} weitere`,
  /** The ring on a canvas node: who has this block selected. */
  selected: (names: string) => `${names} hat diesen Block ausgewählt`,
  /** Under an inspector field a colleague is typing in. */
  typing: (names: string) => `${names} tippt …`,
  /** Joins several names: "Anna und Ben", "Anna, Ben und Cem". */
  and: 'und',
} as const
