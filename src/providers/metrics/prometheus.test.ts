import { describe, expect, it } from 'vitest';
import { createPrometheusMetrics } from './prometheus.js';

describe('createPrometheusMetrics', () => {
  it('writes cumulative buckets, the sum and the count of each route, and counts by status', async () => {
    const metrics = createPrometheusMetrics();
    metrics.observeRequest({ route: '/api/shop', method: 'GET', status: 200 }, 0.0004);
    metrics.observeRequest({ route: '/api/shop', method: 'GET', status: 200 }, 0.02);
    metrics.observeRequest({ route: '/api/shop', method: 'GET', status: 400 }, 30);
    const { body } = await metrics.render();
    const labels = 'route="/api/shop",method="GET"';
    expect(body).toContain(`coach_http_request_duration_seconds_bucket{le="0.001",${labels}} 1`);
    expect(body).toContain(`coach_http_request_duration_seconds_bucket{le="0.01",${labels}} 1`);
    expect(body).toContain(`coach_http_request_duration_seconds_bucket{le="0.025",${labels}} 2`);
    expect(body).toContain(`coach_http_request_duration_seconds_bucket{le="10",${labels}} 2`);
    expect(body).toContain(`coach_http_request_duration_seconds_bucket{le="+Inf",${labels}} 3`);
    expect(body).toContain(`coach_http_request_duration_seconds_count{${labels}} 3`);
    expect(body).toMatch(/coach_http_request_duration_seconds_sum\{route="\/api\/shop",method="GET"\} 30\.020\d*/);
    expect(body).toContain('coach_http_requests_total{route="/api/shop",method="GET",status="200"} 2');
    expect(body).toContain('coach_http_requests_total{route="/api/shop",method="GET",status="400"} 1');
    expect(body).toContain('# TYPE coach_http_request_duration_seconds histogram');
  });

  it('reads 0 for the warm-up until the service says it is complete, then 1', async () => {
    const metrics = createPrometheusMetrics();
    expect((await metrics.render()).body).toMatch(/^coach_warm_up_complete 0$/m);
    metrics.warmedUp();
    expect((await metrics.render()).body).toMatch(/^coach_warm_up_complete 1$/m);
  });

  it('escapes label values as the text format requires', async () => {
    const metrics = createPrometheusMetrics({ prefix: 'x_' });
    metrics.observeRequest({ route: 'a"b\\c', method: 'GET', status: 200 }, 0.1);
    expect((await metrics.render()).body).toContain(
      'x_http_requests_total{route="a\\"b\\\\c",method="GET",status="200"} 1',
    );
  });
});
