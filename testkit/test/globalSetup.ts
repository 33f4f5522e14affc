import { createGlobalSetup } from '../src/harness/globalSetup.js';

// The package's own run uses the same global setup other packages import from the build. On a
// loaded two-core machine firebase-tools alone has taken 95 s to answer: the start may take long.
export default createGlobalSetup({ timeoutMs: 300_000 });
