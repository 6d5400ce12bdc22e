import { ApiError } from '../../http/ApiError'

/**
 * PostgreSQL cannot store U+0000 in text or jsonb; without this check such a body would fail
 * inside the database as a 500 instead of a 400 naming the problem.
 */
export function rejectNullChars(body: unknown): void {
  if (body !== undefined && JSON.stringify(body).includes('\\u0000')) {
    throw new ApiError(400, 'Ungültige Eingabe: Ein Text enthält ein unzulässiges Nullzeichen (U+0000).', 'validation')
  }
}
