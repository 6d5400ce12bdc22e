import type {
  QualityResponse,
  SuggestionsResponse,
  TrainingAnswer,
  TrainingAnswerFilter,
  TrainingAnswerSource,
  TrainingStatusResponse,
} from '@engine/api/training'
import { proxy, ref } from 'valtio'

export type AnswerFilter = TrainingAnswerFilter
export type AnswerSource = TrainingAnswerSource
/** What the answers list asks the server for; a change starts again at the first page. */
export interface AnswerQuery {
  filter: AnswerFilter
  source: AnswerSource
  q: string
}
export type Suggestion = SuggestionsResponse['suggestions'][number] & { key: number }

/**
 * What the Trainieren page shows that is not an edit: the chosen block, the server's answers,
 * quality and training status, and suggestions (never saved until accepted). Edits of examples
 * live in the engine's state.
 */
export interface TrainingUi {
  blockId: string | null
  /**
   * `total`: the loaded items plus what the server still has after the last one (`remaining`), so
   * "n von m" and "Weitere laden" stay right when labelling takes answers out of the filter.
   */
  answers: AnswerQuery & { items: TrainingAnswer[]; total: number; handles: string[]; cursor: number; loading: boolean }
  quality: QualityResponse | null
  qualityLoading: boolean
  retrain: { running: boolean; progress: number; status: TrainingStatusResponse['status'] | null; error: string | null }
  suggestions: {
    items: Suggestion[]
    source: SuggestionsResponse['source'] | null
    loading: boolean
    handle: string | null
  }
}

export function createTrainingUi(blockId: string | null): TrainingUi {
  return proxy<TrainingUi>({
    blockId,
    answers: {
      filter: 'all',
      source: 'all',
      q: '',
      items: ref([]) as TrainingAnswer[],
      total: 0,
      handles: [],
      cursor: 0,
      loading: false,
    },
    quality: null,
    qualityLoading: false,
    retrain: { running: false, progress: 0, status: null, error: null },
    suggestions: { items: [], source: null, loading: false, handle: null },
  })
}
