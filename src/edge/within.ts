/**
 * @module
 * A piece of work given a time limit: whichever comes first, its outcome or the limit. The timer is
 * cleared either way, so a finished race leaves nothing that keeps the process alive. The work itself
 * is not stopped (a promise cannot be): pass it an `AbortSignal` too where it takes one.
 */

/**
 * The work's value, or `late()`'s once `ms` have passed first (`late` may throw, and the result then
 * rejects with that). A failure of the work before the limit rejects as the work did.
 */
export function within<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
