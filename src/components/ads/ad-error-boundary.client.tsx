'use client';

import { Component, type ReactNode } from 'react';
import { adEvent } from '@/modules/ads/decide';
import { sendEvent } from '@/components/analytics/send';

/** A crash inside the ad hides it and reports a crash event with the ad's label; the page lives on. */
export class AdErrorBoundary extends Component<{ label: string; children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    const { category, action, label } = adEvent('crash', this.props.label);
    sendEvent(category, { eventCategory: category, eventAction: action, eventLabel: label });
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
