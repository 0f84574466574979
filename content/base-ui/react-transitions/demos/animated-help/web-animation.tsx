import * as React from 'react';
import { useTransitionStateManager } from '@mui/base/useTransition';

const frames: Keyframe[] = [
  { opacity: 0, transform: 'translateY(-6px)' },
  { opacity: 1, transform: 'none' },
];

/**
 * A transition component built on the Web Animations API. Popup provides the transition context;
 * this side plays the enter or exit animation and reports the end of the exit with onExited.
 */
export function WebAnimation(props: React.HTMLAttributes<HTMLDivElement>) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') {
      if (!requestedEnter) {
        onExited();
      }
      return undefined;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = element.animate(requestedEnter ? frames : [...frames].reverse(), {
      duration: reduced ? 0 : 180,
      easing: 'ease-out',
      fill: 'forwards',
    });
    if (!requestedEnter) {
      // Unlike transitionend, finish fires even for a zero duration.
      animation.onfinish = () => onExited();
    }
    return () => animation.cancel();
  }, [requestedEnter, onExited]);
  return <div ref={ref} {...props} />;
}
