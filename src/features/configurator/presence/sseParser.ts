/** One Server-Sent Event: its `event:` name and its `data:` lines joined. */
export interface SseEvent {
  type: string
  data: string
}

/** Splits a text/event-stream into events as chunks arrive; comment lines (`: ping`) are skipped. */
export function sseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = ''
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n')
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      let type = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) type = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
      }
      if (data.length > 0) onEvent({ type, data: data.join('\n') })
      end = buffer.indexOf('\n\n')
    }
  }
}
