import { ApiError } from './ApiError'

/** docs/product/errors.md, title server_busy: the client shows it as an information banner. */
export const SERVER_BUSY_MSG =
  'Unser Messenger ist gerade ausergewöhnlich stark ausgelastet. Es kann kurz dauern bis wir mehr Ressourcen bereitgestellt haben. Sie können warten, oder versuchen es später erneut.'

/** The answer of a shed request: 503 `{msg}` through the one error handler. */
export class ServerBusyError extends ApiError {
  constructor() {
    super(503, SERVER_BUSY_MSG, 'server_busy')
    this.name = 'ServerBusyError'
  }
}
