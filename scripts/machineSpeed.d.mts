export function scryptMilliseconds(samples?: number): number
export const REFERENCE_SCRYPT_MS: number
export function onReference(seconds: number, scryptMs: number): number
