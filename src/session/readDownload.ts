import { readAnswer } from './apiClient'

/** A file the server sent (the excel export), kept as a Blob until the browser saves it. */
export interface Download {
  kind: 'download'
  blob: Blob
  fileName: string
}

/** Calls whose answer is a file, not JSON: `api()` reads them with `readDownload`. */
export const isDownloadCall = (path: string) => path.startsWith('/api/excel_export')

export const isDownload = (value: unknown): value is Download =>
  typeof value === 'object' &&
  value !== null &&
  (value as Download).kind === 'download' &&
  (value as Download).blob instanceof Blob

/** The name from Content-Disposition: the exact UTF-8 `filename*` first, else the ASCII `filename`. */
export function fileNameOf(disposition: string | null, fallback = 'Export.xlsx'): string {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (exact) {
    try {
      return decodeURIComponent(exact)
    } catch {
      // A broken encoding: the plain name below is good enough.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback
}

/** A 2xx answer as a file; errors are JSON `{msg}` as everywhere, so they throw like `readAnswer`. */
export async function readDownload(response: Response): Promise<Download> {
  if (!response.ok) return (await readAnswer(response)) as never
  return {
    kind: 'download',
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  }
}
