import type { MediaType } from '@engine/api/media'
import type { UploadContent } from './uploadSniffer'

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b)

function binaryMime(data: Buffer): string | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')
    return 'image/gif'
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp'
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  return undefined
}

/** An SVG document: after an optional BOM, XML prolog, comments and doctype, the root is <svg>. */
const SVG_ROOT =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i

/**
 * The type of an upload judged by its bytes, never by the name or the header the client sent:
 * what we store is what we later serve with that content type. Documents are PDF or any UTF-8
 * text (an SVG-looking text file is then served as text/plain, which is harmless). An SVG's root
 * element must begin within the first HEAD_BYTES (64 KB) of the file.
 */
export function detectMime({ head, text }: UploadContent, type: MediaType): string | undefined {
  const binary = binaryMime(head)
  if (binary) return binary
  if (!text) return undefined
  if (type === 'document') return 'text/plain'
  return SVG_ROOT.test(head.toString('utf8')) ? 'image/svg+xml' : undefined
}

export const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
}
