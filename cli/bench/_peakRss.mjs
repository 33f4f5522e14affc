// Loaded with --import by normalizar.mjs: prints the process's peak RSS (KiB) on stderr at exit.
import { writeSync } from 'node:fs';

process.on('exit', () => writeSync(2, `pico RSS ${process.resourceUsage().maxRSS}\n`));
