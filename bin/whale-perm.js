#!/usr/bin/env node
// The one place the real process (environment, directory, terminal, streams) is handed to the CLI.
import('../dist/cli/main.js')
  .then(async (main) => {
    const { processIO } = await import('../dist/cli/output.js');
    return main.run(process.argv.slice(2), processIO());
  })
  .then((code) => {
    process.exitCode = code;
  });
