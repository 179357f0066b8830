import { beforeEach } from 'vitest';
import { runningServers } from './server';

/**
 * A failed spec prints the output of the servers it was using: a page that never came is often
 * explained by an error the server logged.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const server of runningServers()) {
      process.stderr.write(
        `\n--- output of the server on port ${server.port} (its last 20,000 characters) ---\n` +
          `${server.output()}\n--- end of the server output ---\n`,
      );
    }
  });
});
