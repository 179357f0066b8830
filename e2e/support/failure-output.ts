import { beforeEach } from 'vitest';
import { outputReport, runningServers } from './server';

/**
 * A failed spec prints the output of the servers it was using: a page that never came is often
 * explained by an error the server logged.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const server of runningServers()) {
      process.stderr.write(outputReport(server.port, server.output()));
    }
  });
});
