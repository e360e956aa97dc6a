/** Runs `action` at most once per `waitMs`, and once more after the last call in a burst. */
export function throttle(action: () => void, waitMs: number): () => void {
  let last = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    const due = last + waitMs - now;
    if (due <= 0) {
      last = now;
      action();
      return;
    }
    pending ??= setTimeout(() => {
      pending = undefined;
      last = Date.now();
      action();
    }, due);
  };
}
