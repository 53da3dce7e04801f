import { type AddressInfo, connect } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * What Neon runs in front of its databases, for the tests: each WebSocket connection at
 * `/v1?address=host:port` becomes a TCP connection to that PostgreSQL server, bytes passed both
 * ways as they come. Neon's driver reaches it through `neonConfig.wsProxy`.
 */
export async function startWsTcpProxy(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '', 'http://proxy').searchParams.get('address') ?? '';
    const [host, port] = address.split(':');
    const tcp = connect({ host, port: Number(port) });
    const pending: Buffer[] = [];
    tcp.on('connect', () => {
      for (const chunk of pending.splice(0)) tcp.write(chunk);
    });
    socket.on('message', (data: Buffer) => (tcp.connecting ? pending.push(data) : tcp.write(data)));
    tcp.on('data', (data) => socket.send(data));
    socket.on('close', () => tcp.end());
    socket.on('error', () => tcp.destroy());
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.terminate());
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
