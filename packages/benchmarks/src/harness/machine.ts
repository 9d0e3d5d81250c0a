/**
 * Facts about the machine a run was measured on, printed with every table: figures mean little
 * without them.
 *
 * @module
 */
import os from 'node:os';

/** What the report records about the machine and runtime. */
export interface MachineFacts {
  readonly node: string;
  readonly v8: string;
  readonly platform: string;
  readonly arch: string;
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGiB: number;
  /** `NODE_ENV` while measuring (`production` unless overridden). */
  readonly nodeEnv: string;
  /** One-minute load average when the run started: above the core count, other work shared the CPUs. */
  readonly loadAverage: number;
}

/** Reads the machine facts of the current process. */
export function machineFacts(): MachineFacts {
  const cpus = os.cpus();
  return {
    node: process.version,
    v8: process.versions.v8,
    platform: os.platform(),
    arch: os.arch(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    nodeEnv: process.env.NODE_ENV ?? '(unset)',
    loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

/** One line describing the machine, for table headers and docs. */
export function describeMachine(m: MachineFacts): string {
  return `${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.platform} ${m.arch}, Node ${m.node} (V8 ${m.v8}), NODE_ENV=${m.nodeEnv}; load average ${m.loadAverage} at start`;
}
