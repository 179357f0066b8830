import { createApp } from './app';
import { ConfigError, loadConfig } from './platform/config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ config });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.http.log.info({ signal }, 'stopping: finishing in-flight requests');
    // Fastify stops accepting, lets in-flight requests finish, then closes the database.
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.http.log.error({ err: error }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // A deep queue of connections waiting to be accepted: when thousands of stations reconnect
  // at once, an overflowing queue makes the kernel drop and later reset connections
  // (docs/performance.md, "A lean default", reconnection storm).
  await app.http.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? `configuration: ${error.message}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Chargedeck could not start: ${message}\n`);
  process.exit(1);
});
