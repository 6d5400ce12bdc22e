import { EngineError } from '@engine/index'
import { type Catalogue, ui, uiLanguage } from '../i18n'
import { ApiError } from './apiClient'

type ErrorTexts = Catalogue['errors']

/**
 * What the editor UI shows for a failed API call or a refused edit (docs/app.md#languages, "Error
 * messages"): the one place that turns an error into a text.
 * - English UI: the catalogue's text for the error's code (`ui.errors.api` / `ui.errors.engine`).
 * - German UI: the server's or engine's own German message, which names the field, block or rule
 *   (as before the catalogue existed); the catalogue's text only where the message is empty.
 * - No known code (a proxy's page, no answer, a programming error): the message as it came.
 * An edit the engine rolled back because its call failed is explained by the call's error.
 */
export function errorText(error: unknown, texts: ErrorTexts = ui.errors, ownMessages = uiLanguage === 'de'): string {
  if (error instanceof EngineError && error.code === 'sync_failed' && error.cause instanceof ApiError)
    return errorText(error.cause, texts, ownMessages)
  if (error instanceof ApiError) {
    if (!error.code) return error.msg || `HTTP ${error.status}`
    return ownMessages && error.msg
      ? error.msg
      : ((texts.api as Record<string, string | undefined>)[error.code] ?? error.msg)
  }
  if (error instanceof EngineError)
    return ownMessages
      ? error.message
      : ((texts.engine as Record<string, string | undefined>)[error.code] ?? error.message)
  return error instanceof Error ? error.message : String(error)
}
