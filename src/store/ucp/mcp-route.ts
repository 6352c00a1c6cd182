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
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, type RequestId } from '@modelcontextprotocol/sdk/types.js';
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
export const RPC = { parse: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, profile: -32001, rateLimited: -32000 } as const;

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
    const messages = (Array.isArray(body) ? body : [body]) as RpcMessage[];
    // Spent before any profile is fetched, so a flood cannot make the store fetch for it.
    const profile = messages.map((message) => message?.params?.arguments?.meta?.['ucp-agent']?.profile).find((value) => typeof value === 'string');
    const wait = await spend(deps.limits, c, profile);
    if (wait !== undefined) {
      c.header('retry-after', String(wait));
      return fail(c, 429, null, RPC.rateLimited, 'rate_limited', deps.t('store.errors.rateLimited', { seconds: wait }));
    }
    const granted = new Map<RequestId, Set<Capability>>();
    for (const message of messages) {
      if (message?.method !== 'tools/call' || message.id === undefined) continue;
      const profile = await deps.profiles(message.params?.arguments?.meta?.['ucp-agent']?.profile);
      if (!profile.ok) return fail(c, 422, message.id, RPC.profile, 'invalid_profile_url', deps.t('store.ucp.profile'));
      granted.set(message.id, profile.capabilities);
    }
    const server = createServer(deps, granted);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody: body });
    } finally {
      await server.close();
    }
  });
}

function createServer(deps: UcpDeps, granted: Map<RequestId, Set<Capability>>): Server {
  const server = new Server({ name: 'coach-store', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: deps.t('store.ucp.instructions') });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as { type: 'object' } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name);
    const toolData = (code: string, content: string, continueUrl = `${deps.tools.publicUrl}/agents.md`) => ({ code, content, continue_url: continueUrl });
    if (!tool) throw new McpError(RPC.methodNotFound, deps.t('store.ucp.unknownTool'), toolData('unknown_tool', deps.t('store.ucp.unknownTool')));
    if (!granted.get(extra.requestId)?.has(tool.capability)) {
      const content = deps.t('store.ucp.notGranted', { capability: tool.capability });
      throw new McpError(RPC.profile, content, toolData('capability_not_granted', content));
    }
    const args = tool.input.safeParse(request.params.arguments ?? {});
    if (!args.success) {
      const content = args.error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('; ');
      throw new McpError(RPC.invalidParams, content, toolData('invalid_params', content));
    }
    try {
      const result = await tool.run(args.data, deps.tools);
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result as Record<string, unknown> };
    } catch (error) {
      if (!isCoachError(error)) throw error;
      const content = deps.t(error.messageKey, error.vars);
      const id = typeof (args.data as { id?: unknown }).id === 'string' ? ((args.data as { id: string }).id) : undefined;
      const where = error.code === 'forbidden' && id ? checkoutUrl(deps.tools, id) : undefined;
      throw new McpError(RPC.invalidParams, content, toolData(error.code === 'forbidden' ? 'buyer_approval_required' : error.code, content, where));
    }
  });
  return server;
}
