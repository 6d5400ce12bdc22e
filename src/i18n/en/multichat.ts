import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** English texts of the multichat editor; `en.multichat`. */
export const multichat: CatalogueShape<typeof de.multichat> = {
  title: 'Multichat',
  loading: 'Loading the multichat …',
  loadFailed: 'The multichat could not be loaded.',
  noAccess: 'No access to this multichat',
  retry: 'Try again',
  back: 'To the dashboard',
  canvasLabel: 'Connected dialogs and triggers',
  rolledBack: (msg: string) => `Not saved, the change was taken back: ${msg}`,
  toolbar: {
    label: 'Tools',
    undo: 'Undo',
    redo: 'Redo',
    undoShortcut: 'Ctrl+Z',
    redoShortcut: 'Ctrl+Shift+Z',
    deleteTrigger: 'Delete trigger',
    connect: 'Connect dialog',
    saving: (n: number) => (n === 1 ? 'Saving 1 change …' : `Saving ${n} changes …`),
    saved: 'All saved',
    fitView: 'Show all',
  },
  group: {
    lead: 'Lead',
    makeLead: 'Make lead',
    disconnect: 'Disconnect dialog',
    noAccess: 'No access to this dialog',
    empty: 'No blocks',
    readOnly: 'Read only',
    label: (name: string, lead: boolean) => (lead ? `Dialog ${name} (lead)` : `Dialog ${name}`),
  },
  block: {
    label: (order: number) => `Question ${order}`,
    simulate: 'Simulate path',
    aria: (dialog: string, order: number, text: string) => `${dialog}, question ${order}: ${text}`,
  },
  actions: {
    startDialog: 'Start dialog',
    waitFor: 'Wait for',
    moveDialog: 'Move dialog',
    waitAPI: 'Wait for signal',
  },
  menu: {
    title: 'Create trigger',
    releaseAfter: 'Release automatically after … s',
    releaseHint: 'Empty: only an external signal releases.',
    releaseInvalid: 'Whole seconds from 1 to 86400.',
    create: 'Create',
    cancel: 'Cancel',
  },
  legend: {
    label: 'Legend',
    startDialog: 'Start dialog (waits, starts the dialog)',
    waitFor: 'Wait for',
    moveTo: 'Move dialog',
    waitAPI: 'Wait for signal',
  },
  edge: (kind: string, from: string, to: string) => `Trigger ${kind}: ${from} → ${to}`,
  connect: {
    title: 'Connect dialog',
    choose: 'Dialog',
    none: 'No further dialogs you may edit.',
    full: (max: number) => `This multichat already connects ${max} dialogs, the most it can. Disconnect one first.`,
    submit: 'Connect',
    cancel: 'Cancel',
    done: (name: string) => `“${name}” is connected.`,
  },
  disconnect: {
    header: 'Disconnect the dialog?',
    text: (name: string) =>
      `“${name}” is disconnected from the multichat. All triggers from and to this dialog are deleted.`,
    back: 'Cancel',
    confirm: 'Disconnect',
    done: (name: string) => `“${name}” is disconnected.`,
  },
  lead: {
    done: (name: string) => `“${name}” is now the lead dialog.`,
  },
  busy: {
    connect: 'Connecting the dialog …',
    disconnect: 'Disconnecting the dialog …',
    lead: 'Changing the lead …',
    simulate: 'Simulating the path …',
  },
  test: {
    title: 'Test chat',
    close: 'Close',
    from: (answers: number) => (answers === 1 ? 'After 1 simulated answer' : `After ${answers} simulated answers`),
    pending:
      'The simulated way up to here. A test chat from this point needs the game state, which the simulation does not provide yet.',
  },
}
