/**
 * @module
 * `POST /api/ucp/mcp`: JSON-RPC 2.0 over streamable HTTP through the official
 * MCP SDK (stateless: a server and transport per request, JSON answers).
 * Before the SDK sees a `tools/call`, the agent profile it names is fetched;
 * a missing or unfetchable one answers HTTP 422 with code -32001. Tool
 * failures are JSON-RPC errors whose `data` carries `code`, `content` and a
 * `continue_url` where a person can go on.
 */
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Context, Hono } from 'hono';
import type { Translate } from '../../core/ports.js';
import { readJson } from '../body.js';
import { spend, type AgentLimits } from '../rate-limit.js';
import type * as McpServer from './mcp-server.js';
import type { Capability, ProfileCheck } from './profile.js';
import type { Idempotency } from './idempotency.js';
import type { ToolContext } from './tools.js';

export const MCP_PATH = '/api/ucp/mcp';

/** JSON-RPC codes of the contract. */
export const RPC = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  profile: -32001,
  rateLimited: -32000,
} as const;

export interface UcpDeps {
  tools: ToolContext;
  /** The results of placing and cancelling, kept by idempotency key. */
  idempotency: Idempotency;
  profiles: ProfileCheck;
  t: Translate;
  /** Budgets per address and per agent profile; absent, unlimited. */
  limits?: AgentLimits;
}

interface RpcMessage {
  jsonrpc?: unknown;
  id?: RequestId;
  method?: unknown;
  params?: { name?: unknown; arguments?: { meta?: AgentMeta }; _meta?: AgentMeta };
}

type AgentMeta = Record<string, { profile?: unknown } | undefined>;

/**
 * The agent profile a call names: in `arguments.meta` as the UCP specification puts it, else in MCP's
 * own `params._meta` (where the specification first put it, and where MCP clients put request metadata).
 */
const profileOf = (message: RpcMessage): unknown =>
  message.params?.arguments?.meta?.['ucp-agent']?.profile ?? message.params?._meta?.['ucp-agent']?.profile;

const rpcError = (id: RequestId | null, code: number, message: string, data: Record<string, unknown>) => ({
  jsonrpc: '2.0' as const,
  id,
  error: { code, message, data },
});

export function registerUcp(app: Hono, deps: UcpDeps): void {
  const { publicUrl } = deps.tools;
  let sdk: Promise<typeof McpServer> | undefined;
  const fail = (
    c: Context,
    status: 400 | 405 | 413 | 422 | 429,
    id: RequestId | null,
    code: number,
    dataCode: string,
    content: string,
  ) => c.json(rpcError(id, code, content, { code: dataCode, content, continue_url: `${publicUrl}/agents.md` }), status);

  app.on(['GET', 'DELETE', 'PUT', 'PATCH'], MCP_PATH, (c) => {
    c.header('allow', 'POST');
    return fail(c, 405, null, RPC.invalidRequest, 'method_not_allowed', deps.t('store.ucp.postOnly'));
  });

  app.post(MCP_PATH, async (c) => {
    const read = await readJson(c.req.raw, 64 * 1024);
    if (!read.ok)
      return read.reason === 'too_large'
        ? fail(c, 413, null, RPC.invalidRequest, 'too_large', deps.t('store.cart.body.too_large'))
        : fail(c, 400, null, RPC.parse, 'parse_error', deps.t('store.ucp.parse'));
    const body: unknown = read.value;
    const batch = Array.isArray(body);
    const messages = (batch ? body : [body]) as RpcMessage[];
    // Checked before anything is fetched or spent: a batch is small and every entry is JSON-RPC 2.0.
    if (messages.length === 0 || messages.length > MAX_BATCH || !messages.every(isRpcMessage))
      return fail(c, 400, null, RPC.invalidRequest, 'invalid_request', deps.t('store.ucp.invalid', { max: MAX_BATCH }));
    const calls = messages.filter((message) => message.method === 'tools/call' && message.id !== undefined);
    const profiles = new Set(calls.map(profileOf));
    if (profiles.size > 1)
      return fail(c, 400, null, RPC.invalidRequest, 'one_profile_per_request', deps.t('store.ucp.oneProfile'));
    const [profileUrl] = [...profiles];
    // Spent before the profile is fetched, so a flood cannot make the store fetch for it.
    const wait = await spend(deps.limits, c, typeof profileUrl === 'string' ? profileUrl : undefined);
    if (wait !== undefined) {
      c.header('retry-after', String(wait));
      return fail(c, 429, null, RPC.rateLimited, 'rate_limited', deps.t('store.errors.rateLimited', { seconds: wait }));
    }
    const granted = new Map<RequestId, Set<Capability>>();
    if (calls.length > 0) {
      const profile = await deps.profiles(profileUrl);
      if (!profile.ok) {
        const errors = calls.map((message) =>
          rpcError(message.id ?? null, RPC.profile, deps.t('store.ucp.profile'), {
            code: 'invalid_profile_url',
            content: deps.t('store.ucp.profile'),
            continue_url: `${publicUrl}/agents.md`,
          }),
        );
        return c.json(batch ? errors : errors[0], 422);
      }
      for (const message of calls) granted.set(message.id as RequestId, profile.capabilities);
    }
    // The MCP SDK loads with the first call: it cost a seventh of a second at start-up.
    const { createServer, WebStandardStreamableHTTPServerTransport } = await (sdk ??= import('./mcp-server.js'));
    const server = createServer(deps, granted);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(asJsonClient(c.req.raw), { parsedBody: body });
      return withErrorData(response, `${publicUrl}/agents.md`);
    } finally {
      await server.close();
    }
  });
}

/** Most messages in one batch. */
const MAX_BATCH = 10;

const isRpcMessage = (value: unknown): value is RpcMessage => {
  const message = value as RpcMessage | null;
  return (
    message !== null &&
    typeof message === 'object' &&
    !Array.isArray(message) &&
    message.jsonrpc === '2.0' &&
    (typeof message.method === 'string' || 'result' in message || 'error' in message)
  );
};

/**
 * Answers are always JSON here, so a plain JSON-RPC client that accepts only
 * `application/json` is served too: the transport is told the client takes both.
 */
function asJsonClient(request: Request): Request {
  const accept = request.headers.get('accept') ?? '';
  if (accept.includes('text/event-stream') || !/application\/json|\*\/\*/.test(accept || '*/*')) return request;
  const headers = new Headers(request.headers);
  headers.set('accept', 'application/json, text/event-stream');
  return new Request(request.url, { method: 'POST', headers });
}

const CODE_NAMES: Record<number, string> = {
  [-32700]: 'parse_error',
  [-32600]: 'invalid_request',
  [-32601]: 'method_not_found',
  [-32602]: 'invalid_params',
  [-32603]: 'internal_error',
  [-32000]: 'server_error',
};

/** Errors the SDK answers by itself get the contract's `data` too. */
async function withErrorData(response: Response, continueUrl: string): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const fill = (entry: unknown) => {
    const error = (entry as { error?: { code?: number; message?: string; data?: unknown } } | null)?.error;
    if (error && (error.data === undefined || typeof error.data !== 'object'))
      error.data = {
        code: CODE_NAMES[error.code ?? 0] ?? 'error',
        content: error.message ?? '',
        continue_url: continueUrl,
      };
    return entry;
  };
  const body = Array.isArray(parsed) ? parsed.map(fill) : fill(parsed);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
