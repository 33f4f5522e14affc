/** True when `output` is missing or any file under `inputs` changed after it; paths are the repository's (`'data/src'`). */
export declare function isStale(output: string, inputs: string[], options?: { skip?: string[] }): boolean;
/** The builds tests may run, by package folder: a file the build writes, what it is built from. */
export declare const BUILDS: Record<'data' | 'cli' | 'react' | 'functions', { output: string; inputs: string[]; skip?: string[] }>;
/** Whether the build of the package in folder `dir` is older than its sources. */
export declare function buildIsStale(dir: keyof typeof BUILDS): boolean;
