import { globalStore } from './globalStore'

/** docs/product/entities.md: the global error; its alert type is always 'warning'. */
export interface GlobalError {
  text: string | null
  alertType: 'warning'
}

export const globalError = globalStore<GlobalError>(() => ({ text: null, alertType: 'warning' }))

export function setGlobalError(text: string): void {
  globalError.text = text
}

export function clearGlobalError(): void {
  globalError.text = null
}
