import type { SlotWatchState } from './machine';

export type AdLayout = 'inline' | 'image';

/** Layout is drawn once per page load: inline 20% of the time, image 80%. */
export function chooseLayout(random: number): AdLayout {
  return random < 0.2 ? 'inline' : 'image';
}

/** In blocker mode, this share of readers see the "help us keep running" message. */
export const HELP_MESSAGE_SHARE = 0.2;
/** Share of ad displays reported to analytics, unless the placement says otherwise. */
export const DEFAULT_DISPLAY_SAMPLE_RATIO = 0.1;
/** A display is reported this long after the ad shows, so a quick scroll past does not count. */
export const DISPLAY_EVENT_DELAY_MS = 2500;

export type AdSource =
  | 'third-party'
  | 'in-house'
  | 'in-house-adblock'
  | 'in-house-backer'
  | 'in-house-unavailable'
  | 'in-house-unconfigured';

export type AdView =
  /** Bots and crawlers. */
  | { kind: 'empty' }
  /** The provider's slot (possibly still loading). */
  | { kind: 'third-party'; source: 'third-party' }
  | { kind: 'in-house'; source: Exclude<AdSource, 'third-party' | 'in-house-adblock'> }
  | { kind: 'help'; source: 'in-house-adblock' };

export interface DecideInput {
  bot: boolean;
  /** A provider endpoint or script is configured. */
  configured: boolean;
  watch: SlotWatchState;
  /** The provider answered but gave no usable ad (HTTP error, malformed JSON, nothing usable). */
  providerUnavailable: boolean;
  /** Drawn once per load; below HELP_MESSAGE_SHARE shows the help message in blocker mode. */
  blockerRandom: number;
}

export function decideView(input: DecideInput): AdView {
  const { bot, configured, watch, providerUnavailable, blockerRandom } = input;
  if (bot) return { kind: 'empty' };
  if (!configured) return { kind: 'in-house', source: 'in-house-unconfigured' };
  // A provider that answered badly is not a blocker: the reader gets our ad, not the help plea.
  if (providerUnavailable) return { kind: 'in-house', source: 'in-house-unavailable' };
  if (watch.blocker === true) {
    return blockerRandom < HELP_MESSAGE_SHARE
      ? { kind: 'help', source: 'in-house-adblock' }
      : { kind: 'in-house', source: 'in-house' };
  }
  if (watch.backer) return { kind: 'in-house', source: 'in-house-backer' };
  return { kind: 'third-party', source: 'third-party' };
}

/** Analytics label of an ad: `<source>-<placement>-<layout>`. */
export function adEventLabel(source: AdSource, placement: string, layout: AdLayout): string {
  return `${source}-${placement}-${layout}`;
}

export function pickIndex(random: number, length: number): number {
  if (length <= 0) throw new Error('pickIndex needs a non-empty list');
  return Math.min(length - 1, Math.max(0, Math.floor(random * length)));
}

/** Display events are sampled: sent when the draw is below the ratio (0.1 by default). */
export function shouldReportDisplay(random: number, ratio = DEFAULT_DISPLAY_SAMPLE_RATIO): boolean {
  return random < ratio;
}

export interface AdEvent {
  category: 'ad';
  action: 'display' | 'click' | 'crash';
  label: string;
}

export function adEvent(action: AdEvent['action'], label: string): AdEvent {
  return { category: 'ad', action, label };
}
