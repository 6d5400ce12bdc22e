import type { EditorState } from '../model/editorState'
import { parseTriggerString } from '../model/trigger'
import { type ExternalNode, type GraphEdge, externalNodeId } from './DialogGraph'

export interface DerivedEdges {
  edges: GraphEdge[]
  /** Trigger ends in other dialogs, each once. */
  externals: ExternalNode['data'][]
}

/**
 * Edges for the canvas: conditional jumps and trigger edges, each kind toggleable per survey
 * (docs/product/entities.md edge visibility). Jumps whose ends are missing (e.g. after a block was deleted;
 * undo brings the block and so the jump back) are not drawn.
 */
export function deriveEdges(state: EditorState, visibility = state.edgeVisibility): DerivedEdges {
  const edges: GraphEdge[] = []
  const externals = new Map<string, ExternalNode['data']>()
  const surveyId = state.survey.survey_id
  if (visibility.showConditionalJumps) {
    for (const c of state.connections) {
      if (!state.blocks.has(c.source) || !state.blocks.has(c.target)) continue
      edges.push({
        id: `jump:${c.source}:${c.handle}`,
        type: 'jump',
        source: c.source,
        target: c.target,
        sourceHandle: c.handle,
      })
    }
  }
  const endpoint = (survey_id: string, unique_question_id: string) => {
    if (survey_id === surveyId && state.blocks.has(unique_question_id)) return { id: unique_question_id, inside: true }
    const id = externalNodeId(survey_id, unique_question_id)
    return { id, inside: false, external: { survey_id, unique_question_id } }
  }
  for (const t of state.triggers) {
    const other = parseTriggerString(t.trigger)
    if (!other) continue
    const node = { survey_id: t.survey_id, unique_question_id: t.unique_question_id }
    // docs/product/validation.md: a waitAPI trigger is stored on its target node, the others on their source.
    const [from, to] = other.kind === 'waitAPI' ? [other, node] : [node, other]
    const source = endpoint(from.survey_id, from.unique_question_id)
    const target = endpoint(to.survey_id, to.unique_question_id)
    const role =
      source.inside && visibility.showTriggersSource
        ? 'source'
        : target.inside && visibility.showTriggersTarget
          ? 'target'
          : undefined
    if (!role) continue
    for (const end of [source, target]) if (end.external) externals.set(end.id, end.external)
    edges.push({
      id: `trigger:${t.id}`,
      type: 'trigger',
      source: source.id,
      target: target.id,
      kind: other.kind,
      role,
      trigger_id: t.id,
    })
  }
  return { edges, externals: [...externals.values()] }
}
