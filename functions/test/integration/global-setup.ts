import { createGlobalSetup } from '@vegeo/testkit/global-setup';

/** Auth + Functions emulators (on functions/lib, built first) and the Realtime Database, on free ports. */
export default createGlobalSetup({ functions: true, timeoutMs: 150_000 });
