/** The repository's root, to name inputs from anywhere: `repoPath('data/src')`. */
export declare function repoPath(path: string): string;
/** True when `output` is missing or any file under `inputs` changed after it. */
export declare function isStale(output: string, inputs: string[], options?: { skip?: string[] }): boolean;
