import type { MultichatWorldSchema } from '@engine/api/multichatWorld'
import type { ChatHistoryEntry } from '@engine/model'

export interface TestRunOptions {
  world: MultichatWorldSchema
  histories: Record<string, ChatHistoryEntry[]>
}
