/** The preview's simulation queue: each prospect's run through the steps, taken in due order. */
import type { ProspectRow } from '@leadpath/db';

/** One prospect's run through the remaining steps during the simulation. */
export interface Chain {
  prospect: ProspectRow;
  timeZone: string;
  slot: number;
  /** Index into the steps of the next step to place, and when it is due at the earliest. */
  index: number;
  candidate: number;
}

/** A binary min-heap of chains on their candidate time (then insertion order, so equal times stay stable). */
export class ChainQueue {
  private items: { chain: Chain; order: number }[] = [];
  private order = 0;
  get size() {
    return this.items.length;
  }
  private less(a: number, b: number) {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return false;
    return (
      x.chain.candidate < y.chain.candidate || (x.chain.candidate === y.chain.candidate && x.order < y.order)
    );
  }
  private swap(a: number, b: number) {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return;
    this.items[a] = y;
    this.items[b] = x;
  }
  push(chain: Chain) {
    this.items.push({ chain, order: this.order++ });
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): Chain | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (!top || !last) return undefined;
    if (this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < this.items.length && this.less(left, smallest)) smallest = left;
        if (right < this.items.length && this.less(right, smallest)) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top.chain;
  }
}
