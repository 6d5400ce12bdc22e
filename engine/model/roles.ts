import type { Capability } from '../api/Endpoint'

/** Sharing roles of docs/product/roles.md, German as the UI shows them. */
export const ROLES = ['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'] as const
export type Role = (typeof ROLES)[number]

/** The four roles an owner can give (docs/product/roles.md); Besitzer is never assigned. */
export const ASSIGNABLE_ROLES = ['Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'] as const

/**
 * docs/design/conventions.md's role table, in one place for both sides: the server enforces it on every call,
 * the app hides what a role may not do instead of offering it and failing with 403.
 */
const allowed: Record<Role, readonly Capability[]> = {
  Besitzer: ['view', 'edit', 'train', 'test', 'analyse', 'share', 'own'],
  'Voller Zugriff': ['view', 'edit', 'train', 'test', 'analyse', 'share'],
  'Bearbeiten + Trainieren': ['view', 'edit', 'train', 'test', 'analyse'],
  Trainieren: ['view', 'train', 'test'],
  Analysieren: ['view', 'analyse'],
}

export const roleCan = (role: Role, capability: Capability): boolean => allowed[role].includes(capability)
