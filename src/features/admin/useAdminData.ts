import { useCallback, useEffect, useState } from 'react'
import { toApiFailure } from '../survey/apiFailure'

export type Loaded<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'failed'; msg: string }

/** Loads one admin list; `reload` fetches it again. */
export function useAdminData<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    load()
      .then((data) => current && setState({ status: 'ok', data }))
      .catch((error: unknown) => current && setState({ status: 'failed', msg: toApiFailure(error).msg }))
    return () => {
      current = false
    }
  }, [load, round])

  return [state, useCallback(() => setRound((n) => n + 1), [])]
}
