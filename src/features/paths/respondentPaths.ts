import type { PathPicture } from '@engine/index'
import { proxy, ref } from 'valtio'

/**
 * Which respondents the "Simulieren" panel and the canvas heat map show: the last simulation's, or
 * the dialog's real respondents (GET /api/analyse/{id}/paths, the picture Analyse's "Wege" shows;
 * docs/configurator.md "Simulieren"). The real picture is loaded when asked for, never on its own.
 */
export interface RespondentPathsView {
  source: 'simulated' | 'real'
  phase: 'idle' | 'loading' | 'done' | 'failed'
  /** The real respondents' picture (a valtio ref: plain data). */
  picture: PathPicture | null
  message: string
}

export interface RespondentPaths {
  readonly view: RespondentPathsView
  /** True when this session cannot read real respondents (no loader: the role may not analyse). */
  readonly unavailable: boolean
  show(source: RespondentPathsView['source']): void
  /** Loads (again) the real respondents' picture; a later call wins over an earlier one still running. */
  load(): Promise<void>
}

export function createRespondentPaths(
  loader: (() => Promise<PathPicture>) | undefined,
  errorText: (error: unknown) => string,
): RespondentPaths {
  const view = proxy<RespondentPathsView>({ source: 'simulated', phase: 'idle', picture: null, message: '' })
  let asked = 0
  const load = async () => {
    if (!loader) return
    const mine = ++asked
    view.phase = 'loading'
    view.message = ''
    try {
      const picture = await loader()
      if (mine !== asked) return
      view.picture = ref(picture)
      view.phase = 'done'
    } catch (error) {
      if (mine !== asked) return
      view.phase = 'failed'
      view.message = errorText(error)
    }
  }
  return {
    view,
    unavailable: loader === undefined,
    show(source) {
      view.source = source
      if (source === 'real' && view.phase === 'idle') void load()
    },
    load,
  }
}
