/**
 * Whether two values of the model are equal as the server would store them: values are plain
 * JSON (blocks, settings, lists of ids), so their JSON text decides. Shared by history repair,
 * rebase and reload, which must agree on what "unchanged" means.
 */
export const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b)
