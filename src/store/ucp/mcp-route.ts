/**
 * @module
 * `POST /api/ucp/mcp`: JSON-RPC 2.0 over streamable HTTP through the official
 * MCP SDK (stateless: a server and transport per request, JSON answers).
 * Before the SDK sees a `tools/call`, the agent profile it names is fetched;
 * a missing or unfetchable one answers HTTP 422 with code -32001. Tool
 * failures are JSON-RPC errors whose `data` carries `code`, `content` and a
 * `continue_url` where a person can go on.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { isCoachError } from '../../core/errors.js';
import type { Translate } from '../../core/ports.js';
import { readJson } from '../body.js';
import { spend, type AgentLimits } from '../rate-limit.js';
import type { Capability, ProfileCheck } from './profile.js';
import { checkoutUrl, TOOLS, type ToolContext } from './tools.js';

export const MCP_PATH = '/api/ucp/mcp';

/** JSON-RPC codes of the contract. */
export const RPC = { parse: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, internal: -32603, profile: -32001, rateLimited: -32000 } as const;

export interface UcpDeps {
  tools: ToolContext;
  profiles: ProfileCheck;
  t: Translate;
  /** Budgets per address and per agent profile; absent, unlimited. */
  limits?: AgentLimits;
}

interface RpcMessage {
  jsonrpc?: unknown;
  id?: RequestId;
  method?: unknown;
  params?: { name?: unknown; arguments?: { meta?: Record<string, { profile?: unknown } | undefined> } };
}

/** A JSON-RPC error as the SDK sends it on: `code`, the message as is (no prefix) and `data`. */
const rpcFailure = (code: number, content: string, data: Record<string, unknown>) => Object.assign(new Error(content), { code, data });

const rpcError = (id: RequestId | null, code: number, message: string, data: Record<string, unknown>) => ({ jsonrpc: '2.0' as const, id, error: { code, message, data } });

export function registerUcp(app: Hono, deps: UcpDeps): void {
  const { publicUrl } = deps.tools;
  const fail = (c: Context, status: 400 | 405 | 413 | 422 | 429, id: RequestId | null, code: number, dataCode: string, content: string) =>
    c.json(rpcError(id, code, content, { code: dataCode, content, continue_url: `${publicUrl}/agents.md` }), status);

  app.on(['GET', 'DELETE', 'PUT', 'PATCH'], MCP_PATH, (c) => {
    c.header('allow', 'POST');
    return fail(c, 405, null, RPC.invalidRequest, 'method_not_allowed', deps.t('store.ucp.postOnly'));
  });

  app.post(MCP_PATH, async (c) => {
    const read = await readJson(c.req.raw, 64 * 1024);
    if (!read.ok) return read.reason === 'too_large' ? fail(c, 413, null, RPC.invalidRequest, 'too_large', deps.t('store.cart.body.too_large')) : fail(c, 400, null, RPC.parse, 'parse_error', deps.t('store.ucp.parse'));
    const body: unknown = read.value;
    const batch = Array.isArray(body);
    const messages = (batch ? body : [body]) as RpcMessage[];
    // Checked before anything is fetched or spent: a batch is small and every entry is JSON-RPC 2.0.
    if (messages.length === 0 || messages.length > MAX_BATCH || !messages.every(isRpcMessage)) return fail(c, 400, null, RPC.invalidRequest, 'invalid_request', deps.t('store.ucp.invalid', { max: MAX_BATCH }));
    const calls = messages.filter((message) => message.method === 'tools/call' && message.id !== undefined);
    const profiles = new Set(calls.map((message) => message.params?.arguments?.meta?.['ucp-agent']?.profile));
    if (profiles.size > 1) return fail(c, 400, null, RPC.invalidRequest, 'one_profile_per_request', deps.t('store.ucp.oneProfile'));
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
        const errors = calls.map((message) => rpcError(message.id ?? null, RPC.profile, deps.t('store.ucp.profile'), { code: 'invalid_profile_url', content: deps.t('store.ucp.profile'), continue_url: `${publicUrl}/agents.md` }));
        return c.json(batch ? errors : errors[0], 422);
      }
      for (const message of calls) granted.set(message.id as RequestId, profile.capabilities);
    }
    const server = createServer(deps, granted);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
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
  return message !== null && typeof message === 'object' && !Array.isArray(message) && message.jsonrpc === '2.0' && (typeof message.method === 'string' || 'result' in message || 'error' in message);
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

const CODE_NAMES: Record<number, string> = { [-32700]: 'parse_error', [-32600]: 'invalid_request', [-32601]: 'method_not_found', [-32602]: 'invalid_params', [-32603]: 'internal_error', [-32000]: 'server_error' };

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
    if (error && (error.data === undefined || typeof error.data !== 'object')) error.data = { code: CODE_NAMES[error.code ?? 0] ?? 'error', content: error.message ?? '', continue_url: continueUrl };
    return entry;
  };
  const body = Array.isArray(parsed) ? parsed.map(fill) : fill(parsed);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function createServer(deps: UcpDeps, granted: Map<RequestId, Set<Capability>>): Server {
  const server = new Server({ name: 'coach-store', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: deps.t('store.ucp.instructions') });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as { type: 'object' } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name);
    const toolData = (code: string, content: string, continueUrl = `${deps.tools.publicUrl}/agents.md`) => ({ code, content, continue_url: continueUrl });
    if (!tool) throw rpcFailure(RPC.methodNotFound, deps.t('store.ucp.unknownTool'), toolData('unknown_tool', deps.t('store.ucp.unknownTool')));
    if (!granted.get(extra.requestId)?.has(tool.capability)) {
      const content = deps.t('store.ucp.notGranted', { capability: tool.capability });
      throw rpcFailure(RPC.profile, content, toolData('capability_not_granted', content));
    }
    const args = tool.input.safeParse(request.params.arguments ?? {});
    if (!args.success) {
      const content = args.error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('; ');
      throw rpcFailure(RPC.invalidParams, content, toolData('invalid_params', content));
    }
    try {
      const result = await tool.run(args.data, deps.tools);
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
    } catch (error) {
      // Anything unexpected (storage away, a bug) is reported without its details, which may name internals.
      if (!isCoachError(error)) throw rpcFailure(RPC.internal, deps.t('store.errors.internal'), toolData('internal_error', deps.t('store.errors.internal')));
      const content = deps.t(error.messageKey, error.vars);
      const id = typeof (args.data as { id?: unknown }).id === 'string' ? ((args.data as { id: string }).id) : undefined;
      const where = error.code === 'forbidden' && id ? checkoutUrl(deps.tools, id) : undefined;
      throw rpcFailure(RPC.invalidParams, content, toolData(error.code === 'forbidden' ? 'buyer_approval_required' : error.code, content, where));
    }
  });
  return server;
}
