/** Texts of routes whose screens are not built yet; `de.pending`. */
export const pending = {
  title: (area: string) => `${area}: noch nicht verfügbar`,
  text: 'Dieser Bereich ist in Arbeit und folgt mit einer der nächsten Versionen. Ihre Dialoge und Daten sind davon nicht betroffen.',
} as const
