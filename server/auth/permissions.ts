import type { Capability } from '@engine/api/Endpoint'
import { roleCan } from '@engine/model'

export { ROLES, ASSIGNABLE_ROLES, type Role } from '@engine/model'
export type { Capability }

export const can = roleCan
