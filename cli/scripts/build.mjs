// Bundles the CLI into dist/ (see bundle.mjs) and prints what it wrote.
import { bundleCli } from './bundle.mjs';

const outputs = await bundleCli();
for (const [file, { bytes }] of Object.entries(outputs)) {
  console.log(`${file}  ${(bytes / 1024).toFixed(1)} KiB`);
}
