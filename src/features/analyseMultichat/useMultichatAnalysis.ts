import { MultichatAnalysisResponse } from '@engine/api/multichat'
import { useCallback, useEffect, useState } from 'react'
import { api } from '../../session/api'
import { errorText } from '../../session/errorText'

export type LoadAnalysis = (multichatId: number) => Promise<MultichatAnalysisResponse>

export const loadMultichatAnalysis: LoadAnalysis = async (id) =>
  MultichatAnalysisResponse.parse(await api('GET', `/api/analyse_multichat/${id}`))

export type AnalysisState =
  | { status: 'loading'; data: MultichatAnalysisResponse | null }
  | { status: 'ok'; data: MultichatAnalysisResponse }
  | { status: 'failed'; msg: string }

/** Loads the analysis; `reload` (the app bar's update button) keeps the figures shown meanwhile. */
export function useMultichatAnalysis(multichatId: number, load: LoadAnalysis): [AnalysisState, () => void] {
  const [state, setState] = useState<AnalysisState>({ status: 'loading', data: null })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    setState((s) => ({ status: 'loading', data: s.status === 'failed' ? null : s.data }))
    load(multichatId).then(
      (data) => current && setState({ status: 'ok', data }),
      (error: unknown) =>
        current &&
        setState({
          status: 'failed',
          msg: errorText(error),
        }),
    )
    return () => {
      current = false
    }
  }, [multichatId, load, round])
  return [state, useCallback(() => setRound((r) => r + 1), [])]
}
