/**
 * A catalogue's shape without its German words: every string literal of an `as const` catalogue
 * widened to `string`, functions keeping their parameters. A translation typed with it must have
 * exactly the German catalogue's keys (a missing or extra key fails the typecheck).
 */
export type CatalogueShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => CatalogueShape<R>
    : T extends object
      ? { readonly [K in keyof T]: CatalogueShape<T[K]> }
      : T
