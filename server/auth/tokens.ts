import { randomUUID } from 'node:crypto'
import { ApiError } from '../http/ApiError'
import { checkTimes, encodeJwt, type JwtPayload, signedPayload } from './jwt'

/** docs/design/conventions.md / issue "Server": access 15 minutes, refresh 30 days. */
export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60

export type TokenType = 'access' | 'refresh'

/** Editors and anonymous live respondents get separate identities (docs/product/roles.md). */
export type IdentityKind = 'editor' | 'live'

/**
 * The claims flask-jwt-extended writes (`fresh` only on access tokens; `sub` a string), plus
 * `kind` (editor or live respondent) and `fam`: the refresh family (on access tokens since issue #27).
 */
export interface TokenClaims {
  sub: string
  type: TokenType
  jti: string
  iat: number
  nbf: number
  exp: number
  kind: IdentityKind
  fresh?: boolean
  fam?: string
  /**
   * Editors: the account's token generation at issue (users.token_version). A password change
   * or reset, or disabling the account, counts the generation up and so ends every older token,
   * also one issued in the same second (`iat` has only seconds). Absent means generation 0.
   */
  ver?: number
}

export interface IssueOptions {
  fresh: boolean
  kind?: IdentityKind
  /** Refresh family to continue (rotation); a new one is started when absent. */
  family?: string
  /**
   * The refresh token's id, when the caller recorded the family with it already (live
   * registration stores respondent and family in one statement); a new one when absent.
   */
  refreshJti?: string
  /** The account's token generation (editors); written as the claim `ver` when not 0. */
  version?: number
}

export interface IssuedTokens {
  token: string
  refresh_token: string
  /** For the refresh-family bookkeeping; never sent to the client. */
  refreshJti: string
  family: string
}

export interface TokenIssuer {
  issue(subject: number, options: IssueOptions): IssuedTokens
  verify(token: string, expected: TokenType): TokenClaims
}

/**
 * How many signed payloads a token issuer remembers (createTokenIssuer): a respondent sends the
 * same access token with every turn, and its signature need not be worked out again each time.
 */
export const VERIFIED_TOKENS_CAPACITY = 10_000

export function createTokenIssuer(secret: string, now: () => number): TokenIssuer {
  const seconds = () => Math.floor(now() / 1000)
  /**
   * Tokens whose form and signature held, with their payloads (docs/reliability/launch.md "A
   * token's signature once"). Only a token this issuer could have signed gets in, so a caller
   * cannot fill it with made-up ones; beyond the capacity the oldest is forgotten (and checked in
   * full when it comes again). Everything else about a token, its times, claims and type, is
   * checked on every call, so a remembered token expires as before, and whether it was revoked
   * is the database's to say, as before.
   */
  const signed = new Map<string, JwtPayload>()
  function payloadOf(token: string): JwtPayload {
    let payload = signed.get(token)
    if (!payload) {
      payload = signedPayload(token, secret)
      if (signed.size >= VERIFIED_TOKENS_CAPACITY) signed.delete(signed.keys().next().value as string)
      signed.set(token, payload)
    }
    return payload
  }

  function encode(claims: Omit<TokenClaims, 'iat' | 'nbf' | 'exp'>, lifetime: number): string {
    const iat = seconds()
    return encodeJwt({ ...claims, iat, nbf: iat, exp: iat + lifetime }, secret)
  }

  return {
    issue(subject, { fresh, kind = 'editor', family = randomUUID(), version = 0, refreshJti = randomUUID() }) {
      const sub = String(subject)
      const ver = version === 0 ? {} : { ver: version }
      return {
        // `fam` on the access token too: a revoked family ends its access tokens at once (requireEditor).
        token: encode(
          { sub, type: 'access', jti: randomUUID(), kind, fresh, fam: family, ...ver },
          ACCESS_TOKEN_SECONDS,
        ),
        refresh_token: encode(
          { sub, type: 'refresh', jti: refreshJti, kind, fam: family, ...ver },
          REFRESH_TOKEN_SECONDS,
        ),
        refreshJti,
        family,
      }
    },
    verify(token, expected) {
      const claims = checkTimes(payloadOf(token), seconds()) as Partial<TokenClaims>
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.jti !== 'string' ||
        (claims.type !== 'access' && claims.type !== 'refresh')
      ) {
        throw new ApiError(422, 'Missing claim: sub', 'invalid_token')
      }
      if (claims.type !== expected) {
        const msg = expected === 'access' ? 'Only non-refresh tokens are allowed' : 'Only refresh tokens are allowed'
        throw new ApiError(422, msg, 'wrong_token_type')
      }
      if (claims.ver !== undefined && !Number.isSafeInteger(claims.ver)) {
        throw new ApiError(422, 'Invalid claim: ver', 'invalid_token')
      }
      return { ...claims, kind: claims.kind === 'live' ? 'live' : 'editor' } as TokenClaims
    },
  }
}
