import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/helpers/api.js';
import { createPrometheusMetrics } from '../../providers/metrics/prometheus.js';

const TOKEN = 'operator-token-0123456789';
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('GET /metrics', () => {
  it('answers 404 without an ADMIN_TOKEN and 401 with another token', async () => {
    expect(
      (await (await createTestApi({ metrics: createPrometheusMetrics() })).call('/metrics', auth(TOKEN))).status,
    ).toBe(404);
    const api = await createTestApi({ adminToken: TOKEN, metrics: createPrometheusMetrics() });
    expect((await api.call('/metrics', auth('operator-token-9876543210'))).status).toBe(401);
    expect((await api.call('/metrics')).status).toBe(401);
  });

  it('counts requests by route template, never by the raw path, with the process metrics', async () => {
    const api = await createTestApi({ adminToken: TOKEN, metrics: createPrometheusMetrics() });
    await api.call('/api/health');
    await api.call('/api/health');
    await api.app.request('/api/secret-person@example.com');
    const res = await api.call('/metrics', auth(TOKEN));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    expect(body).toContain('coach_http_requests_total{route="/api/health",method="GET",status="200"} 2');
    expect(body).toContain('route="(unmatched)"');
    expect(body).not.toContain('example.com');
    expect(body).toMatch(
      /coach_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/health",method="GET"\} \d/,
    );
    expect(body).toContain('coach_process_resident_memory_bytes');
    expect(body).toContain('coach_nodejs_eventloop_lag_seconds');
  });
});
