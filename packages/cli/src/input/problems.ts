/** A list of problems that keeps the first few and only counts the rest. */
import type { FileProblem } from '../errors';
import { MAX_LISTED_PROBLEMS } from './limits';

/** Problems found in a file: the first {@link MAX_LISTED_PROBLEMS} kept, every one counted. */
export class ProblemList {
  readonly listed: FileProblem[] = [];
  total = 0;

  constructor(readonly cap = MAX_LISTED_PROBLEMS) {}

  /** Records a problem; returns whether the list is still collecting (below its cap). */
  add(problem: FileProblem): boolean {
    this.total++;
    if (this.listed.length < this.cap) this.listed.push(problem);
    return this.listed.length < this.cap;
  }

  /** How many problems were counted but not kept. */
  get more(): number {
    return this.total - this.listed.length;
  }
}
