import type { Capability } from '@engine/api/Endpoint'
import { roleCan } from '@engine/model/roles'

export { ROLES, ASSIGNABLE_ROLES, type Role } from '@engine/model/roles'
export type { Capability }

export const can = roleCan
