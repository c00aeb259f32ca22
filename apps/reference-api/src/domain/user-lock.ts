/**
 * Runs work for one user at a time, in arrival order. The three-attempt lock depends on it: without it, 50
 * parallel wrong passwords would all read "0 failures" before any wrote "1". (The reference API runs as one
 * process; several processes would need a row lock instead.)
 */
export class UserLock {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return next;
  }
}
