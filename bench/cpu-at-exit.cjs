// Preloaded (node --require) by bench/run.js's cold-start part: prints the process's own CPU time
// (user + system, ms) as the last line of stderr, so a figure can be read apart from the time the
// process spent waiting for a core on a loaded machine.
'use strict';
process.on('exit', () => {
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  process.stderr.write(`\n@cpu ${(userCPUTime + systemCPUTime) / 1000}\n`);
});
