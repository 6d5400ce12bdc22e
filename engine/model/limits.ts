/**
 * How big one dialog and one edit request may be (issue #27, docs/product/constants.md "Dialog
 * size"). Chosen from what real dialogs need: the largest seeded game (Tatort) has well under 100
 * blocks, the largest dialog measured in docs/benchmarks.md 2,000; the bounds leave room above
 * that and keep one request's work small (a restore of 5,000 blocks takes about 0.3 s, bench/bounds).
 * The server answers a request past a bound with 413 and the code named here, and writes nothing.
 */

/** Blocks one dialog may hold; a change that would go past it is `too_many_blocks`. */
export const MAX_BLOCKS_PER_DIALOG = 5_000

/**
 * Jumps one dialog may hold, and one /structure call may send (`too_many_connections`): four per
 * block at the block bound.
 */
export const MAX_CONNECTIONS_PER_DIALOG = 20_000

/**
 * Sub-changes one restore may hold (`too_many_changes`): a restore of a whole dialog at the block
 * bound is a delete or create, a move and a few field edits per block, plus its jumps.
 */
export const MAX_CHANGES_PER_RESTORE = 50_000
