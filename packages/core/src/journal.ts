/**
 * The undo journal. Every change the rules make to the state goes through {@link Journal.set} or
 * {@link Journal.push}, which record the old value; rolling back to a mark restores the state exactly.
 * This is how `apply` stays atomic and how a task that stops at a decision is rewound, without copying
 * the state on every action.
 * @module
 */

const ABSENT = Symbol('absent');
/** Key marking a splice record: the old value slot holds `[index, removed items, inserted count]`. */
const SPLICE = Symbol('splice');

/** Records old values so changes can be undone in reverse order. */
export class Journal {
  // Flat triples: target, key, old value.
  private readonly log: unknown[] = [];

  /** The current position, to roll back to later. */
  mark(): number {
    return this.log.length;
  }

  /** Sets `target[key] = value`, remembering the old value. */
  set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    const old = target[key];
    this.log.push(target, key, old === undefined && !Object.hasOwn(target, key) ? ABSENT : old);
    target[key] = value;
  }

  /**
   * Records that `target[key]` is about to change from `old` (an existing own property); the caller
   * then assigns the field directly. Hot paths use this so each store site stays monomorphic.
   */
  note(target: object, key: PropertyKey, old: unknown): void {
    this.log.push(target, key, old);
  }

  /** Sets a key of a record (adds it when missing). */
  setKey<V>(target: Record<string, V>, key: string, value: V): void {
    const old = Object.hasOwn(target, key) ? target[key] : ABSENT;
    this.log.push(target, key, old);
    target[key] = value;
  }

  /** Removes a key of a record. */
  deleteKey(target: Record<string, unknown>, key: string): void {
    if (!Object.hasOwn(target, key)) return;
    this.log.push(target, key, target[key]);
    delete target[key];
  }

  /** Appends to an array. */
  push<T>(target: T[], value: T): void {
    this.log.push(target, 'length', target.length);
    target.push(value);
  }

  /** Removes the item at `index` of an array in place. */
  removeAt<T>(target: T[], index: number): void {
    this.log.push(target, SPLICE, [index, [target[index]], 0]);
    target.splice(index, 1);
  }

  /** Inserts an item at `index` of an array in place. */
  insertAt<T>(target: T[], index: number, value: T): void {
    this.log.push(target, SPLICE, [index, [], 1]);
    target.splice(index, 0, value);
  }

  /** Undoes every change made since `mark`, newest first. */
  rollback(mark: number): void {
    const log = this.log;
    for (let i = log.length - 3; i >= mark; i -= 3) {
      const target = log[i] as Record<PropertyKey, unknown>;
      const key = log[i + 1] as PropertyKey;
      const old = log[i + 2];
      if (key === SPLICE) {
        const [index, removed, inserted] = old as [number, unknown[], number];
        (target as unknown as unknown[]).splice(index, inserted, ...removed);
      } else if (old === ABSENT) delete target[key];
      else target[key] = old;
    }
    log.length = mark;
  }

  /** Forgets the recorded changes (they become permanent). */
  commit(): void {
    this.log.length = 0;
  }

  /** Number of changes recorded since the last commit. */
  get size(): number {
    return this.log.length / 3;
  }
}
