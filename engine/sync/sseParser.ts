/**
 * A Server-Sent Events parser (the event stream format of the HTML standard) for a stream read
 * with `fetch`: chunks may split anywhere, even between `\r` and `\n`; lines end with `\n`, `\r\n`
 * or `\r`; a line starting with `:` is a comment (the server's `: ping`); `data` lines are joined
 * with `\n`; a blank line dispatches the event (named `message` when it has no `event` line).
 * `onComment` hears comment lines without their colon (the co-editing stream's ping is ` ping`).
 */
export function createSseParser(onEvent: (type: string, data: string) => void, onComment?: (text: string) => void) {
  let buffer = ''
  /** The previous chunk ended with `\r`: a `\n` at the start of the next one belongs to it. */
  let afterCr = false
  let type = ''
  let data: string[] = []

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent(type || 'message', data.join('\n'))
      type = ''
      data = []
      return
    }
    if (text.startsWith(':')) return onComment?.(text.slice(1))
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') type = value
    else if (field === 'data') data.push(value)
  }

  return {
    push(chunk: string) {
      let text = chunk
      if (afterCr && text.startsWith('\n')) text = text.slice(1)
      afterCr = false
      buffer += text
      let start = 0
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i]
        if (c !== '\n' && c !== '\r') continue
        line(buffer.slice(start, i))
        if (c === '\r') {
          if (i + 1 === buffer.length) afterCr = true
          else if (buffer[i + 1] === '\n') i++
        }
        start = i + 1
      }
      buffer = buffer.slice(start)
    },
    /** A new connection starts with nothing half read. */
    reset() {
      buffer = ''
      afterCr = false
      type = ''
      data = []
    },
  }
}
