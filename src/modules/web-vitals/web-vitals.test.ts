import { describe, expect, it } from 'vitest';
import { WEB_VITALS_THRESHOLD, shouldReportWebVitals, webVitalEvent } from './index';

describe('web vitals sampling', () => {
  it('reports below 1e-4 only', () => {
    expect(WEB_VITALS_THRESHOLD).toBe(1e-4);
    expect(shouldReportWebVitals(0)).toBe(true);
    expect(shouldReportWebVitals(0.0000999)).toBe(true);
    expect(shouldReportWebVitals(0.0001)).toBe(false);
    expect(shouldReportWebVitals(0.5)).toBe(false);
  });
  it('builds the event, scaling CLS', () => {
    expect(webVitalEvent({ name: 'CLS', value: 0.0123, id: 'v1', rating: 'good' }).params).toMatchObject({
      eventAction: 'CLS',
      value: 12,
      metricRating: 'good',
    });
    expect(webVitalEvent({ name: 'LCP', value: 1234.4, id: 'v2' }).params.value).toBe(1234);
  });
});
