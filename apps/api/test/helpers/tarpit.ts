import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A listener that records every connection and never answers one. */
export interface Tarpit {
  port: number;
  connections: number;
  close(): Promise<void>;
}

export async function startTarpit(host: string): Promise<Tarpit> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    tarpit.connections++;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const tarpit: Tarpit = {
    port: (server.address() as AddressInfo).port,
    connections: 0,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return tarpit;
}
