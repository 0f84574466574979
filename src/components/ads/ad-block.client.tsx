'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
// Direct module imports, not the '@/modules/ads' barrel: the barrel also holds the zod schemas,
// which only load when a third-party provider is configured (see use-provider-ad.ts).
import { isBot } from '@/modules/ads/bots';
import { inOwnTask } from '@/components/core/own-task';
import type { AdConfig } from '@/modules/ads/config';
import {
  DISPLAY_EVENT_DELAY_MS,
  adEvent,
  adEventLabel,
  chooseLayout,
  decideView,
  pickIndex,
  shouldReportDisplay,
} from '@/modules/ads/decide';
import { INITIAL_SLOT_WATCH, watchForSlot, type SlotProbeResult } from '@/modules/ads/machine';
import type { Ad } from '@/modules/ads/schema';
import { isHttpUrl } from '@/modules/ads/url';
import { sendEvent } from '@/components/analytics/send';
import { AdDisplay, HelpUsMessage } from './ad-display';
import { AdErrorBoundary } from './ad-error-boundary.client';
import { insertProviderScript, loadAdConfig, useImpressionPixels, useProviderItem } from './use-provider-ad';
import styles from './ad-block.module.css';

// Every random choice is drawn once per page load (client only), so navigation keeps the layout.
const draws =
  typeof window === 'undefined'
    ? null
    : { layout: Math.random(), blocker: Math.random(), inHouse: Math.random(), display: Math.random() };

/** The provider's slot: ours for the JSON ad, `#carbonads`-style markup from its script. */
const SLOT_SELECTOR = '[data-ad-slot], #carbonads, .ea-placement';
/** The provider shows this placeholder, linking to our backers page, when it has nothing to sell. */
const BACKER_LINK = /\/discover-more\/backers\/?$/;

function probeSlot(container: HTMLElement | null): SlotProbeResult {
  const slot = container?.querySelector(SLOT_SELECTOR);
  if (!slot) return 'none';
  const link = slot.querySelector('a[href]')?.getAttribute('href') ?? '';
  return BACKER_LINK.test(link) ? 'backer' : 'slot';
}

type Setup = { bot: boolean; config: AdConfig };

/**
 * The ad block at the top of an article. Server-rendered as an empty box of the reserved height;
 * on the client it decides what to show (provider ad, in-house ad, help message or nothing for bots).
 */
export function AdBlock({ inHouseAds, placement = 'body-top' }: { inHouseAds: Ad[]; placement?: string }) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const hostRef = useRef<HTMLSpanElement>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [watch, setWatch] = useState(INITIAL_SLOT_WATCH);

  const configured = !!(setup && (setup.config.endpoint || setup.config.script));
  // The draw applies once the set-up is known (after mount): during hydration the layout must be
  // the server's, or React reports a mismatch in dev and keeps the server's attribute in production.
  const drawnLayout = chooseLayout(setup && draws ? draws.layout : 1);
  // Use the drawn layout when its channel is configured, else the one that is.
  const layout =
    drawnLayout === 'inline' && !setup?.config.endpoint && setup?.config.script
      ? 'image'
      : drawnLayout === 'image' && !setup?.config.script && setup?.config.endpoint
        ? 'inline'
        : drawnLayout;

  // In a task of its own: the fetch costs a few milliseconds of the commit's effects otherwise.
  useEffect(
    () =>
      inOwnTask(() => {
        let active = true;
        const bot = isBot(navigator.userAgent);
        if (bot) setSetup({ bot, config: {} });
        else loadAdConfig().then((config) => active && setSetup({ bot, config }));
        return () => {
          active = false;
        };
      }),
    [],
  );

  const outcome = useProviderItem(configured && layout === 'inline' ? setup?.config.endpoint : undefined);
  const item = outcome?.kind === 'ad' ? outcome.item : null;
  useImpressionPixels(item);

  useEffect(() => {
    if (!configured || layout !== 'image' || !setup?.config.script || !hostRef.current) return undefined;
    return insertProviderScript(hostRef.current, setup.config.script);
  }, [configured, layout, setup]);

  const unavailable = outcome?.kind === 'unavailable';
  useEffect(() => {
    if (!configured || unavailable) return undefined;
    return watchForSlot({ probe: () => probeSlot(boxRef.current), onChange: setWatch, clock: window });
  }, [configured, unavailable]);

  const view = setup
    ? decideView({
        bot: setup.bot,
        configured,
        watch,
        providerUnavailable: unavailable,
        blockerRandom: draws?.blocker ?? 1,
      })
    : null;
  const label = view && view.kind !== 'empty' ? adEventLabel(view.source, placement, layout) : null;
  // Decided: what the reader sees will not change by itself any more (or the provider slot is up).
  const settled =
    view !== null && view.kind !== 'empty' && (view.kind !== 'third-party' || watch.blocker === false);

  useEffect(() => {
    if (!settled || !label || !shouldReportDisplay(draws?.display ?? 1)) return undefined;
    const timer = setTimeout(() => {
      const event = adEvent('display', label);
      sendEvent(event.category, {
        eventCategory: event.category,
        eventAction: event.action,
        eventLabel: event.label,
      });
    }, DISPLAY_EVENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled, label]);

  const inHouse = useMemo(() => inHouseAds[pickIndex(draws?.inHouse ?? 0, inHouseAds.length)], [inHouseAds]);

  const providerAd: Ad | null = item
    ? {
        name: item.company ?? 'ad',
        link: item.statlink,
        img: isHttpUrl(item.image) ? item.image : '',
        label: item.company ?? '',
        description: item.description ?? '',
        poweredby: new URL(item.statlink).hostname,
      }
    : null;

  return (
    <span
      ref={boxRef}
      className={styles.block}
      data-testid="ad-block"
      data-ad-view={view?.kind ?? 'pending'}
      data-ad-layout={layout}
      data-ga-event-category={label ? 'ad' : undefined}
      data-ga-event-action={label ? 'click' : undefined}
      data-ga-event-label={label ?? undefined}
    >
      <AdErrorBoundary label={label ?? `pending-${placement}-${layout}`}>
        {view?.kind === 'empty' ? <span /> : null}
        {view?.kind === 'in-house' ? <AdDisplay ad={inHouse} layout={layout} /> : null}
        {view?.kind === 'help' ? <HelpUsMessage /> : null}
        {/* The provider's area stays mounted while undecided so a late slot can still be found. */}
        <span className={view?.kind === 'third-party' ? styles.host : styles.hidden}>
          {providerAd ? (
            <span data-ad-slot="provider">
              <AdDisplay ad={providerAd} layout="inline" />
            </span>
          ) : null}
          <span ref={hostRef} />
        </span>
      </AdErrorBoundary>
    </span>
  );
}
