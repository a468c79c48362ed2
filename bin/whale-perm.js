#!/usr/bin/env node
import('../dist/cli/main.js').then((m) => m.run(process.argv.slice(2))).then((code) => { process.exitCode = code; });
