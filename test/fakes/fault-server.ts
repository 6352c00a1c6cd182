/**
 * A provider that misbehaves on purpose, at the socket level, for the fault
 * suite. It speaks just enough HTTP, SMTP or Redis (RESP) to fail the way a
 * real server does: `slow` accepts and never answers, `failing` answers with
 * the protocol's own server error, `garbled` answers bytes that do not parse.
 * `down` stops listening, so connections are refused. `ok` relays to a real
 * server, so an outage can end and what was kept be checked.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import { freePort } from '../helpers/redis.js';

export type Fault = 'ok' | 'slow' | 'failing' | 'garbled' | 'down';
export type Protocol = 'http' | 'smtp' | 'redis';

export interface FaultServer {
  readonly port: number;
  readonly fault: Fault;
  /** Applies to new connections; open ones are cut, so clients reconnect into the new fault. */
  set(fault: Fault): Promise<void>;
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

const HTTP_ERROR = JSON.stringify({ error: { message: 'injected fault', type: 'server_error' } });
const HTTP_GARBLED = '{"choices":[{"message":{"content":"Bon';

const failing = {
  http: (socket: Socket) => onRequest(socket, () => socket.end(httpResponse('503 Service Unavailable', HTTP_ERROR))),
  smtp: (socket: Socket) => {
    socket.write('220 fault.test ESMTP\r\n');
    socket.on('data', () => socket.write('451 4.3.0 injected fault\r\n'));
  },
  redis: (socket: Socket) =>
    socket.on('data', (chunk: Buffer) => socket.write('-ERR injected fault\r\n'.repeat(commandsIn(chunk)))),
};

const garbled = {
  http: (socket: Socket) => onRequest(socket, () => socket.end(httpResponse('200 OK', HTTP_GARBLED))),
  smtp: (socket: Socket) => socket.write('\u0000\u0013garbage that is no greeting\r\n'),
  redis: (socket: Socket) => socket.on('data', () => socket.write('%%garbage\r\n')),
};

export async function startFaultServer(protocol: Protocol, options: { relayTo?: number } = {}): Promise<FaultServer> {
  const sockets = new Set<Socket>();
  const state = { fault: 'slow' as Fault, connections: 0 };
  const server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    switch (state.fault) {
      case 'down':
        return void socket.destroy();
      case 'ok':
        return relay(socket, options.relayTo);
      case 'slow':
        return void socket.on('data', () => undefined);
      case 'failing':
        return failing[protocol](socket);
      case 'garbled':
        return garbled[protocol](socket);
    }
  });
  const port = await freePort();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () => {
    for (const socket of sockets) socket.destroy();
    return server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  };
  await listen();
  return {
    port,
    get fault() {
      return state.fault;
    },
    async set(fault) {
      state.fault = fault;
      await stop();
      if (fault !== 'down') await listen();
    },
    get connections() {
      return state.connections;
    },
    close: stop,
  };
}

function relay(socket: Socket, port: number | undefined): void {
  if (port === undefined) return void socket.destroy();
  const upstream = createConnection({ port, host: '127.0.0.1' });
  upstream.on('error', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
  socket.pipe(upstream).pipe(socket);
}

/** Calls `answer` once the request's head has arrived. */
function onRequest(socket: Socket, answer: () => void): void {
  let head = '';
  let answered = false;
  socket.on('data', (chunk: Buffer) => {
    head += chunk.toString('latin1');
    if (!answered && head.includes('\r\n\r\n')) {
      answered = true;
      answer();
    }
  });
}

function httpResponse(status: string, body: string): string {
  return `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}

/** RESP commands in a chunk: each is an array header at the start of a line (close enough for the commands clients send). */
function commandsIn(chunk: Buffer): number {
  return Math.max(
    1,
    chunk
      .toString('latin1')
      .split('\r\n')
      .filter((line, i, lines) => line.startsWith('*') && (i === 0 || !lines[i - 1].startsWith('$'))).length,
  );
}
