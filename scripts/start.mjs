// npm start: builds what is missing or out of date, then runs the server (web app, API and OCPP on one port).
import { buildIfStale, startServer } from './product.mjs';

buildIfStale();
const server = startServer();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
