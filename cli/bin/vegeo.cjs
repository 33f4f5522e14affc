#!/usr/bin/env node
// Node 22.1+ keeps the compiled code of the bundles on disk (its own cache, in the system's temporary
// folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off): later runs skip compiling them.
require('node:module').enableCompileCache?.();
require('../dist/vegeo.cjs');
