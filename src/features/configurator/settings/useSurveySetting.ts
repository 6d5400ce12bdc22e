import {
  type ConfigKey as EngineConfigKey,
  type EditorState,
  type Survey,
  updateConfig,
  updateFixMessage,
} from '@engine/index'
import { useCallback } from 'react'
import { useEditorState, useSession } from '../useConfigurator'
import type { Parsed } from './settingsValidation'
import { type DraftField, useDraftField } from '../useDraftField'

/** The settings `updateConfig` accepts (engine/commands/settings.ts); `active` is the live switch's. */
export type ConfigKey = Exclude<EngineConfigKey, 'active'>
export type FixMessageKey = 'welcome_message' | 'ending_message'

/** One field of the dialog as the engine holds it now. */
export function useSurveyValue<K extends keyof Survey>(key: K): Survey[K] {
  const select = useCallback((state: EditorState) => state.survey[key], [key])
  return useEditorState(select)
}

/** Sends a setting through the engine (undoable, optimistic); failures are shown by the session. */
export function useSetConfig(): (key: ConfigKey, value: unknown) => void {
  const session = useSession()
  return useCallback((key, value) => void session.execute(updateConfig({ key, value })), [session])
}

/** A text input for a setting: shows the engine's value, sends valid text. */
export function useConfigField<K extends ConfigKey>(
  key: K,
  parse: (text: string) => Parsed<Survey[K]>,
  format: (value: Survey[K]) => string,
): DraftField {
  const set = useSetConfig()
  return useDraftField(useSurveyValue(key), parse, format, (value) => set(key, value))
}

/** A text input for the welcome or ending message. */
export function useFixMessageField(key: FixMessageKey, parse: (text: string) => Parsed<string>): DraftField {
  const session = useSession()
  const send = (value: string) => void session.execute(updateFixMessage({ key, value }))
  return useDraftField(useSurveyValue(key), parse, String, send)
}
