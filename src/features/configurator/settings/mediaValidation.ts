import { ALLOWED_MIME_TYPES, MAX_MEDIA_BYTES, type MediaType } from '@engine/api/media'
import { ui, uiLocale } from '../../../i18n'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.media

/**
 * The file picker's `accept`: the types the server takes for this kind of media. Documents are
 * PDF or any text; Markdown is named by its endings, since systems report it differently.
 */
export const acceptFor = (type: MediaType) =>
  type === 'document'
    ? 'application/pdf,text/plain,text/markdown,.pdf,.txt,.md,.markdown'
    : ALLOWED_MIME_TYPES[type].join(',')

/** The server takes any UTF-8 text as a document: Markdown comes as text/markdown or text/x-markdown. */
const allowedType = (browserType: string, type: MediaType) =>
  ALLOWED_MIME_TYPES[type].includes(browserType) || (type === 'document' && browserType.startsWith('text/'))

/**
 * The message for a file that need not be sent, or null. The server judges the type by the
 * bytes; here only a browser-reported type that is surely wrong is refused (an empty one, as
 * some systems give text files, is left to the server).
 */
export function mediaFileError(file: Pick<File, 'size' | 'type'>, type: MediaType): string | null {
  if (file.size > MAX_MEDIA_BYTES) return t.tooLarge
  if (file.size === 0) return t.empty
  if (file.type !== '' && !allowedType(file.type, type)) {
    return t.wrongType(type === 'document' ? t.allowedDocuments : t.allowedImages)
  }
  return null
}

/** "812 KB", "1,2 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toLocaleString(uiLocale, { maximumFractionDigits: 1 })} MB`
}
