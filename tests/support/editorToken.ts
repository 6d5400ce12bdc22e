import { createTokenIssuer } from '../../server/auth/tokens'

/** Must match startTestApp's jwtSecret. */
export const TEST_SECRET = 'test-secret-key-that-is-long-enough-0123'

/** An access token for a user id, as a password login would issue it (fresh). */
export function editorToken(userId: number): string {
  return createTokenIssuer(TEST_SECRET, Date.now).issue(userId, { fresh: true }).token
}
