import type {
  LearningCurveResponse,
  QualityResponse,
  SuggestionsResponse,
  TrainingAnswer,
  TrainingAnswerFilter,
  TrainingAnswerOrder,
  TrainingAnswerSource,
  TrainingRoutesResponse,
  TrainingStatusResponse,
} from '@engine/api/training'
import { proxy, ref } from 'valtio'

export type AnswerFilter = TrainingAnswerFilter
export type AnswerSource = TrainingAnswerSource
export type AnswerOrder = TrainingAnswerOrder
/** What the answers list asks the server for; a change starts again at the first page. */
export interface AnswerQuery {
  filter: AnswerFilter
  source: AnswerSource
  q: string
  /** null: the server's default (least sure first under 'Offen', else newest first). */
  order: AnswerOrder | null
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
  answers: AnswerQuery & {
    items: TrainingAnswer[]
    total: number
    handles: string[]
    cursor: number
    loading: boolean
    /** The order the server used, and `before` for the next page (its `next`). */
    shownOrder: AnswerOrder
    next: string | null
    /** "Weitere laden" found the model retrained: the list starts again in the new order. */
    reordered: boolean
    /**
     * Respondents' picks rejected since the list was loaded: per intent and text, as the server
     * stores them, so every row of that text shows it and can take it back until the list is
     * loaded again (docs/training.md "Respondents' picks").
     */
    rejectedPicks: { handle: string; text: string }[]
  }
  /** How the block's live answers were routed (docs/analyse.md "Routes"). */
  routes: TrainingRoutesResponse | null
  routesLoading: boolean
  curve: LearningCurveResponse | null
  curveLoading: boolean
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
      order: null,
      shownOrder: 'newest',
      next: null,
      reordered: false,
      items: ref([]) as TrainingAnswer[],
      total: 0,
      handles: [],
      cursor: 0,
      loading: false,
      rejectedPicks: [],
    },
    routes: null,
    routesLoading: false,
    quality: null,
    qualityLoading: false,
    curve: null,
    curveLoading: false,
    retrain: { running: false, progress: 0, status: null, error: null },
    suggestions: { items: [], source: null, loading: false, handle: null },
  })
}
