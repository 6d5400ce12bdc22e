import type { CatalogueShape } from '../catalogueShape'
import type { de } from '../de'

/** English texts of live co-editing; `en.presence`. */
export const presence: CatalogueShape<typeof de.presence> = {
  others: 'Also open by',
  avatar: (name) => `${name} has the dialog open`,
  more: (count) => `${count} more`,
  selected: (names) => `${names} selected this block`,
  typing: (names) => `${names} is typing …`,
  and: 'and',
}
