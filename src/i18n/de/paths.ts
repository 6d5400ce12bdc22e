/** How respondents went through a dialog: the canvas heat map and the path table (docs/configurator.md "Simulieren"). */
export const paths = {
  reached: (n: number, share: string) => `${n.toLocaleString('de')} erreicht (${share})`,
  stopped: (n: number) => `${n} hier aufgehört`,
  took: (n: number, handle: string) => `${n}× Sprung „${handle}“`,
  share: (fraction: number) => `${Math.round(fraction * 100)} %`,
  summary: (respondents: number, finished: number) =>
    `${respondents.toLocaleString('de')} Befragte, ${finished.toLocaleString('de')} bis zum Ende (${respondents === 0 ? 0 : Math.round((finished / respondents) * 100)} %).`,
  pathsTitle: 'Häufigste Wege',
  pathsLabel: 'Wege nach Häufigkeit',
  count: 'Anzahl',
  shareColumn: 'Anteil',
  way: 'Weg',
  end: 'Ende',
  notFinished: 'aufgehört',
  morePaths: (shown: number) => `Die ${shown} häufigsten Wege.`,
  neverReachedTitle: 'Nie erreicht',
  neverTakenTitle: 'Nie genommene Sprünge',
  none: 'Keine.',
  jump: (from: string, handle: string, to: string) => `${from} → ${to} („${handle}“)`,
  show: (name: string) => `Zum Block: ${name}`,
} as const
