import type { Capability } from '@engine/api/Endpoint'

/** Sharing roles of SPEC.md §6, German as the UI shows them. */
export const ROLES = ['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'] as const
export type Role = (typeof ROLES)[number]

/** The four roles an owner can give (SPEC.md §6); Besitzer is never assigned. */
export const ASSIGNABLE_ROLES = ['Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'] as const


export type { Capability }

/** DESIGN.md §7's role table. */
const allowed: Record<Role, readonly Capability[]> = {
  Besitzer: ['view', 'edit', 'train', 'test', 'analyse', 'share', 'own'],
  'Voller Zugriff': ['view', 'edit', 'train', 'test', 'analyse', 'share'],
  'Bearbeiten + Trainieren': ['view', 'edit', 'train', 'test', 'analyse'],
  Trainieren: ['view', 'train', 'test'],
  Analysieren: ['view', 'analyse'],
}

export const can = (role: Role, capability: Capability) => allowed[role].includes(capability)
