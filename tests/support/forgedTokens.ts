import { encodeJwt } from '../../server/auth/jwt'

export { createTokenIssuer } from '../../server/auth/tokens'

/** A JWT signed with any key: for forged-token tests. */
export const encodeJwtForTest = (payload: Record<string, unknown>, secret: string) => encodeJwt(payload, secret)
