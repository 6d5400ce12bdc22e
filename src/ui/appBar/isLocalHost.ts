/** docs/product/screens.md#routes, docs/product/screens.md#top-bar: the Admin entry is offered only when the app runs on the local machine. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
}
