import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { accessClaims } from './bearer'
import { askedAgain } from './perRequest'
import type { TokenClaims } from './tokens'

const aRequest = (authorization?: string) => ({ headers: { authorization } }) as unknown as FastifyRequest

describe('accessClaims', () => {
  it('verifies a request’s access token once, however often the gate, the identity check and the handler ask', () => {
    const asked: string[] = []
    const tokens = {
      verify(token: string, expected: string) {
        asked.push(`${token}:${expected}`)
        return { sub: '7', kind: 'editor' } as TokenClaims
      },
    }
    const request = aRequest('Bearer abc')
    expect(accessClaims(tokens, request)).toEqual(accessClaims(tokens, request))
    expect(asked).toEqual(['abc:access'])
    // A re-check long after (a co-editing stream) verifies again: the token may have expired since.
    accessClaims(tokens, askedAgain(request))
    expect(asked).toEqual(['abc:access', 'abc:access'])
  })

  it('remembers no refusal: a token that does not verify is refused at each ask', () => {
    let asked = 0
    const tokens = {
      verify(): TokenClaims {
        asked++
        throw new Error('Token has expired')
      },
    }
    const request = aRequest('Bearer old')
    expect(() => accessClaims(tokens, request)).toThrow('Token has expired')
    expect(() => accessClaims(tokens, request)).toThrow('Token has expired')
    expect(asked).toBe(2)
    expect(() => accessClaims(tokens, aRequest())).toThrow('Missing Authorization Header')
  })
})
