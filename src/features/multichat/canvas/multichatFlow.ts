import { type MultichatDialog, type MultichatState, triggerArrow } from '@engine/editor'
import type { Block } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { type Edge, MarkerType, type Node, type NodeHandle, Position } from '@xyflow/react'
import { ui } from '../../../i18n'
import { previewText } from '../../configurator/blockPreview'
import { groupLayout } from './groupLayout'

/** The legend's four styles: a waitFor that starts its dialog looks different from a plain one. */
export type EdgeStyle = 'startDialog' | 'waitFor' | 'moveTo' | 'waitAPI'

export interface GroupData extends Record<string, unknown> {
  dialog: MultichatDialog
  lead: boolean
}
export interface BlockData extends Record<string, unknown> {
  survey_id: string
  dialogName: string
  block: Block
}
export interface TriggerData extends Record<string, unknown> {
  style: EdgeStyle
  trigger_id: string
}

export type GroupNode = Node<GroupData, 'dialog'>
export type MultichatBlockNode = Node<BlockData, 'mcBlock'>
export type MultichatNode = GroupNode | MultichatBlockNode
export type TriggerFlowEdge = Edge<TriggerData, 'mcTrigger'>

const t = ui.multichat
const HANDLE = 10
export const groupId = (surveyId: string) => `dialog:${surveyId}`
export const blockNodeId = (surveyId: string, questionId: string) => `block:${surveyId}:${questionId}`
export const triggerEdgeId = (triggerId: string) => `trigger:${triggerId}`

/** Computed, not measured (as in the configurator's handleLayout.ts): edges show before measuring. */
const handles: NodeHandle[] = [
  {
    id: 'in',
    type: 'target',
    position: Position.Top,
    x: NODE_WIDTH / 2 - HANDLE / 2,
    y: -HANDLE / 2,
    width: HANDLE,
    height: HANDLE,
  },
  {
    id: 'out',
    type: 'source',
    position: Position.Bottom,
    x: NODE_WIDTH / 2 - HANDLE / 2,
    y: NODE_HEIGHT - HANDLE / 2,
    width: HANDLE,
    height: HANDLE,
  },
]

/** Nodes depend on the dialogs only: memoize on `state.dialogs`. */
export function multichatNodes(state: Pick<MultichatState, 'dialogs'>): MultichatNode[] {
  const boxes = groupLayout(state.dialogs)
  return state.dialogs.flatMap((dialog, i) => {
    const box = boxes[i]!
    const group: GroupNode = {
      id: groupId(dialog.survey_id),
      type: 'dialog',
      position: box.position,
      data: { dialog, lead: i === 0 },
      width: box.width,
      height: box.height,
      style: { width: box.width, height: box.height },
      draggable: false,
      selectable: false,
      connectable: false,
      ariaLabel: t.group.label(dialog.survey_name, i === 0),
    }
    const blocks: MultichatBlockNode[] = (dialog.state?.blocks.values() ?? []).map((block) => ({
      id: blockNodeId(dialog.survey_id, block.unique_question_id),
      type: 'mcBlock',
      parentId: group.id,
      extent: 'parent',
      position: box.blocks.get(block.unique_question_id) ?? { x: 0, y: 0 },
      data: { survey_id: dialog.survey_id, dialogName: dialog.survey_name, block },
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      measured: { width: NODE_WIDTH, height: NODE_HEIGHT },
      handles,
      draggable: false,
      selectable: false,
      connectable: dialog.editable,
      // React Flow turns pointer events off for nodes that can be neither dragged nor selected;
      // the block's "Pfad simulieren" button must stay clickable.
      style: { pointerEvents: 'all' },
      ariaLabel: t.block.aria(dialog.survey_name, block.order + 1, previewText(block.context)),
    }))
    return [group, ...blocks]
  })
}

export function multichatEdges(state: MultichatState, selectedEdgeId: string | null): TriggerFlowEdge[] {
  const names = new Map(state.dialogs.map((d) => [d.survey_id, d.survey_name]))
  const edges: TriggerFlowEdge[] = []
  for (const trigger of state.triggers) {
    const arrow = triggerArrow(trigger)
    if (!arrow || !names.has(arrow.from.survey_id) || !names.has(arrow.to.survey_id)) continue
    const style: EdgeStyle = arrow.kind === 'waitFor' && arrow.init_survey ? 'startDialog' : arrow.kind
    const id = triggerEdgeId(trigger.id)
    edges.push({
      id,
      type: 'mcTrigger',
      source: blockNodeId(arrow.from.survey_id, arrow.from.unique_question_id),
      sourceHandle: 'out',
      target: blockNodeId(arrow.to.survey_id, arrow.to.unique_question_id),
      targetHandle: 'in',
      data: { style, trigger_id: trigger.id },
      selected: id === selectedEdgeId,
      className: `mce-edge mce-edge-${style}`,
      markerEnd: { type: MarkerType.ArrowClosed },
      zIndex: 1,
      ariaLabel: t.edge(t.legend[style], names.get(arrow.from.survey_id) ?? '', names.get(arrow.to.survey_id) ?? ''),
    })
  }
  return edges
}

/**
 * The whole multichat as React Flow sees it: one group node per dialog (lead first) with its
 * blocks as children, and one edge per trigger between blocks of different dialogs.
 */
export function multichatFlow(
  state: MultichatState,
  selectedEdgeId: string | null,
): { nodes: MultichatNode[]; edges: TriggerFlowEdge[] } {
  return { nodes: multichatNodes(state), edges: multichatEdges(state, selectedEdgeId) }
}
