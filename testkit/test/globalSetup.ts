// The package's own run uses the same global setup other packages import from the build.
export { default } from '../src/harness/globalSetup.js';
