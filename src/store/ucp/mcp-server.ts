/**
 * @module
 * The MCP server behind `POST /api/ucp/mcp`: the tools, their grants and their errors. Loaded with
 * the first call (`mcp-route.ts`), so the SDK is not read at start-up.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isCoachError } from '../../core/errors.js';
import { RPC, type UcpDeps } from './mcp-route.js';
import type { Capability } from './profile.js';
import { failure } from './outcome.js';
import { outcomeCode, TOOLS } from './tool-list.js';

export { WebStandardStreamableHTTPServerTransport };

/** The call's idempotency key: in `arguments.meta` as the UCP binding puts it, else in MCP's `params._meta`. */
function idempotencyKey(params: {
  arguments?: Record<string, unknown>;
  _meta?: Record<string, unknown>;
}): string | undefined {
  const key =
    (params.arguments?.meta as Record<string, unknown> | undefined)?.['idempotency-key'] ??
    params._meta?.['idempotency-key'];
  return typeof key === 'string' && key.length >= 8 && key.length <= 64 ? key : undefined;
}

/** A JSON-RPC error as the SDK sends it on: `code`, the message as is (no prefix) and `data`. */
const rpcFailure = (code: number, content: string, data: Record<string, unknown>) =>
  Object.assign(new Error(content), { code, data });

export function createServer(deps: UcpDeps, granted: Map<RequestId, Set<Capability>>): Server {
  const server = new Server(
    { name: 'coach-store', version: '1.0.0' },
    { capabilities: { tools: {} }, instructions: deps.t('store.ucp.instructions') },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as { type: 'object' },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name);
    const toolData = (code: string, content: string, continueUrl = `${deps.tools.publicUrl}/agents.md`) => ({
      code,
      content,
      continue_url: continueUrl,
    });
    if (!tool)
      throw rpcFailure(
        RPC.methodNotFound,
        deps.t('store.ucp.unknownTool'),
        toolData('unknown_tool', deps.t('store.ucp.unknownTool')),
      );
    if (!granted.get(extra.requestId)?.has(tool.capability)) {
      const content = deps.t('store.ucp.notGranted', { capability: tool.capability });
      throw rpcFailure(RPC.profile, content, toolData('capability_not_granted', content));
    }
    // Arguments outside the tool's schema (an unknown one, a wrong type) are a protocol failure: -32602.
    const args = tool.read(request.params.arguments ?? {});
    if (!args.ok) throw rpcFailure(RPC.invalidParams, args.problem, toolData('invalid_params', args.problem));
    const answer = (result: Record<string, unknown>) => ({
      content: [{ type: 'text' as const, text: JSON.stringify(result) }],
      structuredContent: result,
    });
    const run = () => tool.run(args.args, deps.tools);
    try {
      if (!tool.idempotent) return answer(await run());
      const key = idempotencyKey(request.params);
      if (!key)
        throw rpcFailure(
          RPC.invalidParams,
          deps.t('store.ucp.idempotencyRequired', { tool: tool.name }),
          toolData('idempotency_key_required', deps.t('store.ucp.idempotencyRequired', { tool: tool.name })),
        );
      const kept = await deps.idempotency.once(tool.name, key, args.args, run);
      if (kept.kind === 'conflict')
        throw rpcFailure(
          RPC.invalidParams,
          deps.t('store.ucp.idempotencyConflict'),
          toolData('idempotency_conflict', deps.t('store.ucp.idempotencyConflict')),
        );
      return answer(kept.result);
    } catch (error) {
      if (error instanceof Error && 'code' in error && typeof error.code === 'number') throw error;
      // Anything unexpected (storage away, a bug) is reported without its details, which may name internals.
      if (!isCoachError(error))
        throw rpcFailure(
          RPC.internal,
          deps.t('store.errors.internal'),
          toolData('internal_error', deps.t('store.errors.internal')),
        );
      // A business outcome (nothing found, an item that cannot be sold, a finished checkout) is a result with messages.
      const content = deps.t(error.messageKey, error.vars);
      const severity = error.code === 'not_found' ? 'unrecoverable' : 'recoverable';
      return answer(
        failure(
          tool.capability,
          [{ type: 'error', code: outcomeCode(error.code, error.messageKey), content, severity }],
          `${deps.tools.publicUrl}/agents.md`,
        ),
      );
    }
  });
  return server;
}
