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

/** The same for a query or path value (text on the wire). */
export const coercedInt32 = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX)
