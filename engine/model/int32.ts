import { z } from 'zod'

/**
 * The range of a PostgreSQL `integer` column (ids, versions, orders, sequence numbers). A
 * request number outside it would fail inside the database as a 500; with these bounds it is a
 * 400 naming the field (issue #19, finding 5). Values kept in `bigint` columns or only in jsonb
 * use `z.number().int()` (zod 4: the safe integers) and are listed in
 * tests/api/hostileInput.test.ts.
 */
export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647

/** An integer an `integer` column holds; narrow it further with `.min()` / `.max()`. */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX)

/**
 * A whole number in a path or query (text on the wire), from `min` (0 unless told) to `max`
 * (INT32_MAX unless told): plain decimal digits only. A number coercion would read '0x10' as 16,
 * '1e3' as 1000 and ' ' or '' as 0 (issue #27 item 7); these are refused with 400 naming the field.
 */
export const decimalInt = ({ min = 0, max = INT32_MAX }: { min?: number; max?: number } = {}) =>
  z
    .string()
    .max(20)
    .regex(/^[0-9]+$/, 'muss eine Zahl aus den Ziffern 0–9 sein')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
