import { createServer, type AddressInfo } from 'node:net';
import { Aedes } from 'aedes';

export interface TestBroker {
  /** mqtt://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

/** An in-process MQTT broker (aedes) on a free local port, for the meter provider's tests. */
export async function startTestBroker(): Promise<TestBroker> {
  const broker = await Aedes.createBroker();
  const server = createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
