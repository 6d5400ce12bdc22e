import { globalStore } from './globalStore'

/**
 * Whether the logged-in account has the admin right (the /admin page), as the server's token
 * check answered it (POST /api/verify-token `admin`). Kept in memory only, never in storage:
 * the menu entry follows the server's word, and the admin calls check the right themselves
 * (docs/reliability/security.md#findings-3-4-11).
 */
export const adminRight = globalStore(() => ({ admin: false }))
