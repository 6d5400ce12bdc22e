import type { ErrorCode } from '@engine/api/errorCodes'
import { ApiError } from './ApiError'

/**
 * A count bound of engine/model/limits.ts, checked on the raw body before it is parsed (so a list
 * past its bound costs no parse of its items): 413 with the bound's own code, naming the field.
 */
export function requireAtMost(list: unknown, max: number, field: string, code: ErrorCode): void {
  if (Array.isArray(list) && list.length > max) throw tooMany(list.length, max, field, code)
}

export const tooMany = (count: number, max: number, field: string, code: ErrorCode) =>
  new ApiError(413, `Zu groß: Feld '${field}' enthält ${count} Einträge, erlaubt sind höchstens ${max}.`, code)
