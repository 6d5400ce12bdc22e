import { ui } from '../../i18n'

/**
 * A role as the UI shows it, in the editor's language; the API keeps the German role names
 * (docs/product/roles.md), so selects keep them as values. An unknown value shows as it is.
 */
export const roleLabel = (role: string): string =>
  Object.hasOwn(ui.sharing.roles, role) ? ui.sharing.roles[role as keyof typeof ui.sharing.roles] : role
