/**
 * The undo journal. Every change the rules make to the state goes through {@link Journal.set} or
 * {@link Journal.push}, which record the old value; rolling back to a mark restores the state exactly.
 * This is how `apply` stays atomic and how a task that stops at a decision is rewound, without copying
 * the state on every action.
 * @module
 */

const ABSENT = Symbol('absent');
/** Key of a removal record: the old value slot holds `[index, removed item]`. */
const REMOVED = Symbol('removed');
/** Key of an insertion record: the old value slot holds the index the item went to. */
const INSERTED = Symbol('inserted');
/** A committed log longer than this many slots is released rather than kept for reuse. */
const KEEP_SLOTS = 3 * 4096;

/** Records old values so changes can be undone in reverse order. */
export class Journal {
  // Flat triples (target, key, old value) in a reused array: `top` is the used length, so committing
  // does not shrink and regrow the array on every action.
  private log: unknown[] = [];
  private top = 0;

  /** The current position, to roll back to later. */
  mark(): number {
    return this.top;
  }

  private record(target: unknown, key: unknown, old: unknown): void {
    const log = this.log;
    const i = this.top;
    log[i] = target;
    log[i + 1] = key;
    log[i + 2] = old;
    this.top = i + 3;
  }

  /** Sets `target[key] = value`, remembering the old value. */
  set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    const old = target[key];
    this.record(target, key, old === undefined && !Object.hasOwn(target, key) ? ABSENT : old);
    target[key] = value;
  }

  /**
   * Records that `target[key]` is about to change from `old` (an existing own property); the caller
   * then assigns the field directly. Hot paths use this so each store site stays monomorphic.
   */
  note(target: object, key: PropertyKey, old: unknown): void {
    this.record(target, key, old);
  }

  /** Sets a key of a record (adds it when missing). */
  setKey<V>(target: Record<string, V>, key: string, value: V): void {
    this.record(target, key, Object.hasOwn(target, key) ? target[key] : ABSENT);
    target[key] = value;
  }

  /** Removes a key of a record. */
  deleteKey(target: Record<string, unknown>, key: string): void {
    if (!Object.hasOwn(target, key)) return;
    this.record(target, key, target[key]);
    delete target[key];
  }

  /** Appends to an array. */
  push<T>(target: T[], value: T): void {
    this.record(target, 'length', target.length);
    target.push(value);
  }

  /** Removes the item at `index` of an array in place. */
  removeAt<T>(target: T[], index: number): void {
    this.record(target, REMOVED, [index, target[index]]);
    target.splice(index, 1);
  }

  /** Inserts an item at `index` of an array in place. */
  insertAt<T>(target: T[], index: number, value: T): void {
    this.record(target, INSERTED, index);
    if (index === target.length) target.push(value);
    else target.splice(index, 0, value);
  }

  /** Undoes every change made since `mark`, newest first. */
  rollback(mark: number): void {
    const log = this.log;
    for (let i = this.top - 3; i >= mark; i -= 3) {
      const target = log[i] as Record<PropertyKey, unknown>;
      const key = log[i + 1] as PropertyKey;
      const old = log[i + 2];
      if (key === INSERTED) (target as unknown as unknown[]).splice(old as number, 1);
      else if (key === REMOVED) {
        const [index, item] = old as [number, unknown];
        (target as unknown as unknown[]).splice(index, 0, item);
      } else if (old === ABSENT) delete target[key];
      else target[key] = old;
    }
    this.forget(mark);
  }

  /** Forgets the recorded changes (they become permanent). */
  commit(): void {
    this.forget(0);
  }

  // Drops records past `mark`; the stale slots are cleared lazily by reuse, except after a very long
  // log, which is released so it does not keep old objects alive.
  private forget(mark: number): void {
    if (this.top > KEEP_SLOTS) {
      this.log.length = mark;
      if (mark === 0) this.log = [];
    }
    this.top = mark;
  }

  /** Number of changes recorded since the last commit. */
  get size(): number {
    return this.top / 3;
  }
}
