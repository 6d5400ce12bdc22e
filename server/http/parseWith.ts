import { validationMessage } from '@engine/api/validationMessage'
import type { z } from 'zod'
import { ApiError } from './ApiError'

/** Validates a body, query or params object with a contract schema from engine/api/. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidInput(result.error)
  return result.data
}

/** The 400 of a failed validation: its first problem, named in German (validationMessage). */
export const invalidInput = (error: z.ZodError) => new ApiError(400, validationMessage(error), 'invalid_input')
