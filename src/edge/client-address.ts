/**
 * @module
 * The client's address, under one proxy rule for every surface: the socket's peer; behind a trusted
 * proxy (`TRUST_PROXY=true`), the last `X-Forwarded-For` entry, the one that proxy appended (the
 * entries before it are whatever the client sent, so never trusted).
 */

/** What a request offers to find its client: the header, and Node's socket under @hono/node-server (`env.incoming`). */
export interface AddressedRequest {
  req: { header(name: string): string | undefined };
  env: unknown;
}

export function clientAddress(request: AddressedRequest, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  if (forwarded) return forwarded;
  return (
    (request.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress ?? 'unknown'
  );
}
