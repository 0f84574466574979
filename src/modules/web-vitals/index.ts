/** Share of page loads that report web vitals: about 0.01%. */
export const WEB_VITALS_THRESHOLD = 1e-4;

/** Decided once per page load from one draw; almost every reader is skipped. */
export function shouldReportWebVitals(random: number): boolean {
  return random < WEB_VITALS_THRESHOLD;
}

export interface VitalMetric {
  name: string;
  value: number;
  id: string;
  rating?: string;
}

/** GA4 event parameters for one metric; CLS is tiny, so it is scaled to keep integer precision. */
export function webVitalEvent(metric: VitalMetric) {
  return {
    name: 'web-vitals',
    params: {
      eventCategory: 'Web Vitals',
      eventAction: metric.name,
      eventLabel: metric.id,
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metricRating: metric.rating ?? 'unknown',
      nonInteraction: true,
    },
  };
}
