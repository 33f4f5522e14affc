/** True when `output` is missing or any file under `inputs` changed after it; paths are the repository's (`'data/src'`). */
export declare function isStale(output: string, inputs: string[], options?: { skip?: string[] }): boolean;
