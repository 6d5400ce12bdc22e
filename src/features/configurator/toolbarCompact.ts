/**
 * Props of a toolbar button whose text gives way to its icon when the toolbar is narrow
 * (configurator.css, container query on .configurator-toolbar): its name stays the same for
 * screen readers and tests (aria-label), and a tooltip shows it (title). Issue #28: with a
 * colleague's presence chip the toolbar used to wrap onto a second row below 1,440 px.
 */
export const compact = (text: string) => ({ className: 'toolbar-compact', 'aria-label': text, title: text })
