/**
 * Group commit for appends that many requests make at once (decision 038): the first caller's items
 * are written at once; callers that arrive while a write is under way wait, and the next write takes
 * all of theirs together (up to `maxItems` items, a caller's items never split). Each caller's promise
 * settles when the write holding its items has finished, so nothing is answered before it is stored.
 *
 * A write that fails is tried again for each caller on their own, so only the caller whose items
 * fail sees the failure, as when every caller wrote alone.
 */
export class GroupWriter<Item> {
  private readonly waiting: { items: readonly Item[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly write: (items: Item[]) => Promise<void>,
    private readonly maxItems: number,
  ) {}

  /** Appends the items; settles when they are written (rejects with the write's error). */
  append(items: readonly Item[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ items, resolve, reject });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.takeGroup();
      try {
        await this.write(group.flatMap((caller) => caller.items));
        for (const caller of group) caller.resolve();
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else await Promise.all(group.map((caller) => this.write([...caller.items]).then(caller.resolve, caller.reject)));
      }
    }
    this.writing = false;
  }

  /** The callers of the next write, in the order they came: at least one, then while within maxItems. */
  private takeGroup() {
    let count = 0;
    let taken = 0;
    for (const caller of this.waiting) {
      if (taken > 0 && count + caller.items.length > this.maxItems) break;
      count += caller.items.length;
      taken += 1;
    }
    return this.waiting.splice(0, taken);
  }
}
