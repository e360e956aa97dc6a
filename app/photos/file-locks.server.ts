// Two rows may name the same file (its name is the hash of its bytes). Whether a file may go is
// decided under that file's lock, the same lock under which a new row writes the file and itself:
// under any interleaving, a file is removed only when no row names it.
const locks = new Map<string, Promise<unknown>>();

export async function underFileLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = locks.get(key) ?? Promise.resolve();
  const turn = before.then(work, work);
  const done = turn.catch(() => undefined);
  locks.set(key, done);
  try {
    return await turn;
  } finally {
    if (locks.get(key) === done) locks.delete(key);
  }
}

/**
 * Writes a file and then the row that names it, under the file's lock. If the row cannot be
 * written, the file goes again unless another row names it.
 */
export function storeThenName<T>(key: string, steps: { store: () => Promise<void>; name: () => Promise<T>; removeIfUnnamed: () => Promise<void> }): Promise<T> {
  return underFileLock(key, async () => {
    await steps.store();
    try {
      return await steps.name();
    } catch (error) {
      await steps.removeIfUnnamed();
      throw error;
    }
  });
}
