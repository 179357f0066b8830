// Runs the built server as `npm start` does (its heap flags and environment) without building:
// for an image or a release built ahead of time (the Dockerfile's entry).
import { startServer } from './product.mjs';

const server = startServer();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
