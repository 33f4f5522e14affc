#!/usr/bin/env node
require('../dist/vegeo.cjs');
