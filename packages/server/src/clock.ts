/**
 * Time as the match server reads it: turn timers and seat filling go through a {@link Clock}, so tests
 * can move time by hand ({@link manualClock}). (Bot moves and Colyseus' reconnection grace use the
 * host's timers.)
 * @module
 */

/** A timer handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = unknown;

/** Where the server reads the time and schedules work. */
export interface Clock {
  /** Milliseconds (any origin, increasing). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The real clock: `Date.now` and the host's timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A clock that moves only when told: {@link ManualClock.advance}. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/**
 * A clock for tests: time starts at `start` and moves only by {@link ManualClock.advance}.
 * @example
 * ```ts
 * const clock = manualClock();
 * clock.setTimeout(() => console.log('late'), 1000);
 * clock.advance(1000); // prints "late"
 * ```
 */
export function manualClock(start = 0): ManualClock {
  let time = start;
  let next = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    setTimeout(callback, ms) {
      const id = next++;
      timers.set(id, { at: time + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = end;
    },
    pending: () => timers.size,
  };
}
