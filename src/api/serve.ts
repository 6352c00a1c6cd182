/**
 * @module
 * Serves a fetch handler on Node's HTTP server and closes it gracefully:
 * new connections are refused, requests in flight finish, idle keep-alive
 * connections are dropped.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface RunningServer {
  /** The port actually bound (useful with port 0). */
  port: number;
  /** Stops accepting, lets requests in flight finish, then resolves. */
  close(): Promise<void>;
}

export interface ServeOptions {
  /** Called with the web request and Node's `{ incoming, outgoing }`, as @hono/node-server passes them. */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  port: number;
  /** Interface to bind. Defaults to all interfaces. */
  hostname?: string;
  /** After this, connections still open are cut. Defaults to 10 s. */
  closeTimeoutMs?: number;
  /** Longest a client may take to send a whole request. Defaults to 60 s. */
  requestTimeoutMs?: number;
  /** Sees each request before `fetch` and may answer it itself; `app` hands it on. Absent: every request goes to `fetch`. */
  front?: (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    app: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown,
  ) => void;
}

export function startServer(options: ServeOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const front = options.front;
    const create = front
      ? (((serverOptions: object, app: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown) =>
          createServer(serverOptions, (incoming, outgoing) => front(incoming, outgoing, app))) as typeof createServer)
      : undefined;
    const server = serve(
      { fetch: options.fetch, port: options.port, hostname: options.hostname, createServer: create },
      (info: AddressInfo) => {
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              const timer = setTimeout(() => {
                if ('closeAllConnections' in server) server.closeAllConnections();
              }, options.closeTimeoutMs ?? 10_000);
              timer.unref();
              server.close(() => {
                clearTimeout(timer);
                done();
              });
              if ('closeIdleConnections' in server) server.closeIdleConnections();
            }),
        });
      },
    );
    if ('requestTimeout' in server) server.requestTimeout = options.requestTimeoutMs ?? 60_000;
    server.once('error', reject);
  });
}
