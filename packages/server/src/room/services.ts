/**
 * What a match room needs from the server that hosts it.
 * @module
 */
import type { GameModule } from '@cardloom/core';
import type { Clock } from '../clock';
import type { MatchStore } from '../store/store';

/** Shared by every room of one server process. */
export interface RoomServices {
  /** Games this server hosts. */
  readonly modules: readonly GameModule[];
  readonly store: MatchStore;
  readonly clock: Clock;
  /** Seconds a dropped client has to reconnect to its seat (Colyseus `allowReconnection`). */
  readonly graceSeconds: number;
  /** Milliseconds before a bot seat acts, on the host's timers (0: as soon as the update is out). */
  readonly botDelayMs: number;
  /** Where the rooms report what they do. */
  readonly log: (line: string) => void;
  /** True once the server is stopping: rooms then keep their matches resumable. */
  readonly stopping: () => boolean;
}
