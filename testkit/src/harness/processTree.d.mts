export interface ProcessEntry {
  ppid: number;
  /** When the process started, as `ps` prints it. */
  start: string;
}

export type ProcessTable = Map<number, ProcessEntry>;

/** Every process now, from `ps`: pid → its parent and when it started. */
export function processTable(): ProcessTable;

/** The processes to end with `root`'s tree: its descendants, and those of `tracked` still running. */
export function trackTree(root: number, tracked: ReadonlyMap<number, string>, table: ProcessTable): Map<number, string>;
