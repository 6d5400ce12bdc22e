import { createHmac, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../http/ApiError'

/**
 * HS256 JSON Web Tokens with the error texts and statuses of PyJWT behind flask-jwt-extended,
 * which the client relies on (docs/product/errors.md: 'Not enough segments', 'Token has expired'). A library
 * would hide those texts behind its own, so the codec is written out; it is small.
 */
export type JwtPayload = Record<string, unknown>

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url')
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest()
}

export function encodeJwt(payload: JwtPayload, secret: string): string {
  const input = `${HEADER}.${b64(JSON.stringify(payload))}`
  return `${input}.${sign(input, secret).toString('base64url')}`
}

/** flask-jwt-extended answers decode errors with 422 and the PyJWT message. */
const decodeError = (msg: string) => new ApiError(422, msg, 'invalid_token')

/**
 * RFC 7515 §2: a segment is base64url without `=` padding. Only the one spelling this codec
 * itself writes is accepted (decoded and encoded again, it must come out the same), so a
 * signature with `=` appended or other low bits in its last character is not a second valid
 * spelling of the same token (docs/reliability/security.md#findings-3-4-11, finding 11).
 */
function decodeSegment(segment: string, what: 'header' | 'payload' | 'crypto'): Buffer {
  const bytes = Buffer.from(segment, 'base64url')
  if (bytes.toString('base64url') !== segment) throw decodeError(`Invalid ${what} padding`)
  return bytes
}

function parseObject(segment: Buffer, what: 'header' | 'payload'): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(segment.toString('utf8'))
  } catch {
    throw decodeError(`Invalid ${what} string: must be a json object`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw decodeError(`Invalid ${what} string: must be a json object`)
  }
  return value as Record<string, unknown>
}

/** The payload of a token whose form and signature hold; its times are not checked (checkTimes). */
export function signedPayload(token: string, secret: string): JwtPayload {
  const parts = token.split('.')
  // A live page whose stored token is gone or mangled sends no JWT at all; the live client tells
  // this apart (the dialog cannot go on) from a JWT that fails its checks.
  if (parts.length !== 3) throw new ApiError(422, 'Not enough segments', 'malformed_token')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = parseObject(decodeSegment(headerPart, 'header'), 'header')
  const payloadBytes = decodeSegment(payloadPart, 'payload')
  const signature = decodeSegment(signaturePart, 'crypto')
  if (header.alg !== 'HS256') throw decodeError('The specified alg value is not allowed')
  const expected = sign(`${headerPart}.${payloadPart}`, secret)
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    throw decodeError('Signature verification failed')
  }
  return parseObject(payloadBytes, 'payload')
}

/** `exp` and `nbf` of a signed payload at `nowSeconds` (no leeway, as flask-jwt-extended's default); the payload itself when both hold. */
export function checkTimes(payload: JwtPayload, nowSeconds: number): JwtPayload {
  if (payload.exp !== undefined) {
    if (typeof payload.exp !== 'number') throw decodeError('Expiration Time claim (exp) must be an integer.')
    if (payload.exp <= nowSeconds) throw new ApiError(401, 'Token has expired', 'token_expired')
  }
  if (payload.nbf !== undefined) {
    if (typeof payload.nbf !== 'number') throw decodeError('Not Before claim (nbf) must be an integer.')
    if (payload.nbf > nowSeconds) throw decodeError('The token is not yet valid (nbf)')
  }
  return payload
}
