import type { BlockType } from '@engine/model'
import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** The block types, as English-speaking editors see them everywhere. */
export const blockTypes: Record<BlockType, string> = {
  message: 'Message',
  open: 'Open question',
  likert: 'Likert scale',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  number: 'Number',
  email: 'Email',
  qa: 'Questions & answers',
}

/** English texts of the configurator; `en.configurator`. */
export const configurator: CatalogueShape<typeof de.configurator> = {
  title: 'Edit',
  loading: 'Loading the dialog …',
  loadFailed: 'The dialog could not be loaded.',
  retry: 'Try again',
  noPermission: 'No permission to edit',
  noPermissionText: 'Your role in this dialog does not allow editing.',
  blockTypes,
  live: {
    offline: 'Offline – changes will be sent once the connection is back',
    reconnecting: 'Reconnecting …',
    forbidden: 'Live connection ended: your access to this dialog was removed.',
    notFound: 'Live connection ended: this dialog was deleted.',
  },
  session: {
    rolledBack: (msg: string) => `Not saved, the change was taken back: ${msg}`,
  },
  toolbar: {
    label: 'Tools',
    addBlock: 'Add block',
    undo: 'Undo',
    redo: 'Redo',
    undoShortcut: 'Ctrl+Z',
    redoShortcut: 'Ctrl+Shift+Z',
    saving: (n: number) => (n === 1 ? 'Saving 1 change …' : `Saving ${n} changes …`),
    saved: 'All saved',
    canvas: 'Graph',
    list: 'List',
    view: 'View',
    search: 'Search block …',
    searchLabel: 'Search blocks by text',
    noMatch: 'No block found',
    fitView: 'Show all',
    arrange: 'Arrange automatically',
    edges: 'Edges',
    showConditionalJumps: 'Conditional jumps',
    showTriggersSource: 'Triggers (outgoing)',
    showTriggersTarget: 'Triggers (incoming)',
  },
  panels: {
    label: 'Side panel',
    block: 'Block',
    settings: 'Settings',
    exit: 'AI exit conditions',
    history: 'History',
    noSelection: 'No block selected',
    noSelectionText: 'Choose a block in the graph or in the list, or add one.',
  },
  history: {
    empty: 'No changes in this session yet.',
    pointer: 'current state',
    jumpTo: (title: string, time: string) => `Go to the state after “${title}” (${time})`,
    start: 'Initial state',
  },
  block: {
    delete: 'Delete block',
    copy: 'Copy block',
    deleteConfirm: {
      header: 'Delete the block?',
      text: 'The block and its jumps are removed. You can take that back with “Undo”.',
      back: 'Cancel',
      confirm: 'Delete',
    },
    label: (n: number) => `Question ${n}`,
    empty: '(no text)',
    end: 'End',
    start: 'Start',
    external: 'Block in another dialog',
    delay: (seconds: string) => `⏱ ${seconds} s`,
  },
  list: {
    label: 'Blocks in order',
    moveUp: 'Move up',
    moveDown: 'Move down',
    dragHint: 'Drag to reorder',
    empty: 'This dialog has no blocks yet.',
  },
  canvas: {
    label: 'Dialog graph',
    removeJump: 'Remove jump',
    jump: (handle: string) => `Jump: ${handle === 'default' ? 'default' : handle}`,
    trigger: { waitFor: 'waits for', moveTo: 'moves to', waitAPI: 'waits for a signal' } as Record<string, string>,
    minimap: 'Overview map',
    orderLabel: 'Next in order',
    jumpLabel: (handle: string) => `Jump (${handle === 'default' ? 'default' : handle})`,
    triggerLabel: (kind: string) => `Trigger (${kind})`,
    aria: {
      'node.a11yDescription.default':
        'Press Enter or Space to select. Delete removes the selected block (undo with Ctrl+Z), arrow keys move to the previous or next block, Escape clears the selection.',
      'node.a11yDescription.keyboardDisabled':
        'Press Enter or Space to select. Delete removes the selected block (undo with Ctrl+Z), arrow keys move to the previous or next block, Escape clears the selection.',
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
        `Block moved (${direction}). New position x: ${x}, y: ${y}`,
      'edge.a11yDescription.default': 'Press Enter or Space to select; then the jump can be removed.',
      'controls.ariaLabel': 'View',
      'controls.zoomIn.ariaLabel': 'Zoom in',
      'controls.zoomOut.ariaLabel': 'Zoom out',
      'controls.fitView.ariaLabel': 'Show all',
      'controls.interactive.ariaLabel': 'Lock editing',
      'minimap.ariaLabel': 'Overview map',
      'handle.ariaLabel': 'Handle',
    },
    createHere: 'Create a new block here',
    empty: 'No blocks yet. Add the first one with “Add block”.',
  },
}
