import type { Block, Position } from '../model/block'
import type { TriggerKind } from '../model/trigger'

export interface BlockNode {
  id: string
  type: 'block'
  position: Position
  /** Whether the position came from layout rather than from the block (not yet placed by hand). */
  autoPlaced: boolean
  data: { block: Block }
}

/** The other end of a trigger that lives in another dialog of the multichat. */
export interface ExternalNode {
  id: string
  type: 'external'
  position: Position
  autoPlaced: true
  data: { survey_id: string; unique_question_id: string }
}

export type GraphNode = BlockNode | ExternalNode

export interface JumpEdge {
  id: string
  type: 'jump'
  source: string
  target: string
  sourceHandle: string
}

export interface TriggerEdge {
  id: string
  type: 'trigger'
  source: string
  target: string
  kind: TriggerKind
  /** 'source': this dialog's block starts the trigger; 'target': it is the trigger's target. */
  role: 'source' | 'target'
  trigger_id: string
}

export type GraphEdge = JumpEdge | TriggerEdge

export interface DialogGraph {
  nodes: readonly GraphNode[]
  edges: readonly GraphEdge[]
}

export const externalNodeId = (survey_id: string, unique_question_id: string) =>
  `ext:${survey_id}:${unique_question_id}`
