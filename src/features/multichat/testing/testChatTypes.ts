import type { MultichatWorldSchema } from '@engine/api/multichatWorld'
import type { ChatHistoryEntry } from '@engine/model/chatHistory'

export interface TestRunOptions {
  world: MultichatWorldSchema
  histories: Record<string, ChatHistoryEntry[]>
}
