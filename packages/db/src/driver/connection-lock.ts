/** A FIFO lock: one holder at a time, the others wait in the order they asked. */
export class ConnectionLock {
  private holder: symbol | null = null;
  private waiting: Array<() => void> = [];

  get heldBy(): symbol | null {
    return this.holder;
  }

  async acquire(owner: symbol): Promise<void> {
    if (this.holder === null) {
      this.holder = owner;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(() => resolve()));
    this.holder = owner;
  }

  release(): void {
    const next = this.waiting.shift();
    // The next waiter takes the lock before anyone else can see it free.
    this.holder = next ? Symbol('handover') : null;
    next?.();
  }
}
