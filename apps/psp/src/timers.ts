// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days); longer waits are chained.
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * One pending timer per key; setting a key again replaces its timer. Timers never keep the process alive. What a
 * timer runs has no caller to answer: its failure (thrown, or the promise it returns rejected) goes to `onError`.
 */
export class KeyedTimers {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly onError: (error: unknown) => void) {}

  set(key: string, delayMs: number, run: () => void | Promise<void>): void {
    this.clear(key);
    const remaining = Math.max(0, delayMs);
    const step = Math.min(remaining, MAX_DELAY_MS);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      if (remaining > step) this.set(key, remaining - step, run);
      else this.runReporting(run);
    }, step);
    timer.unref();
    this.timers.set(key, timer);
  }

  private runReporting(run: () => void | Promise<void>): void {
    try {
      const result = run();
      if (result instanceof Promise) result.catch(this.onError);
    } catch (error) {
      this.onError(error);
    }
  }

  clear(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  get size(): number {
    return this.timers.size;
  }
}
