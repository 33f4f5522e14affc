import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest's globals, Testing Library cannot register its own cleanup: unmount after each test.
afterEach(cleanup);

// `npm test` runs the other packages' suites beside these on the same two cores: a list settles
// in seconds there (once past ten), not within Testing Library's default second.
configure({ asyncUtilTimeout: 20_000 });
