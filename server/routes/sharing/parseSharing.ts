import { SHARING_FIELDS_WITH_OWN_TEXT } from '@engine/api/sharing'
import type { z } from 'zod'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'

const ownText: readonly PropertyKey[] = SHARING_FIELDS_WITH_OWN_TEXT

/**
 * Like parseWith, but the invite form's fields answer with docs/product/validation.md's own texts ('Bitte gültige
 * Email angeben', 'Bitte eine Berechtigung auswählen'), which the client shows as they are.
 */
export function parseSharing<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  const issue = result.success ? undefined : result.error.issues[0]
  if (issue && issue.path.length === 1 && ownText.includes(issue.path[0] as PropertyKey)) {
    throw new ApiError(400, issue.message, 'invalid_input')
  }
  return parseWith(schema, input)
}
