/**
 * Copies text: the Clipboard API where the page may use it (HTTPS or localhost), else the selected
 * field with the older copy command (plain-HTTP intranet installs). false when neither worked, so the
 * caller can say so.
 */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Refused (no permission, page not focused): the fallback below gets its chance.
    }
  }
  if (!field) return false
  field.focus()
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  }
}
