import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { decideScroll, decodeHash } from './scroll';

// useLayoutEffect warns during SSR; this component only acts in the browser anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Applies the spec's scroll rules after each client navigation. Positions are saved per history
 * entry when a navigation starts, so back/forward can restore them. Renders nothing.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigation = useNavigation();
  const positions = useRef(new Map<string, number>());
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    if (navigation.state !== 'idle') positions.current.set(location.key, window.scrollY);
  }, [navigation.state, location.key]);

  useBrowserLayoutEffect(() => {
    const last = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (last === null || last.key === location.key) return; // first render: the browser owns the scroll
    const id = decodeHash(location.hash);
    const target = id ? document.getElementById(id) : null;
    const decision = decideScroll({
      hash: location.hash,
      hashTargetExists: target !== null,
      savedY: positions.current.get(location.key),
      pathChanged: last.pathname !== location.pathname,
    });
    if (decision.kind === 'hash') target?.scrollIntoView();
    else if (decision.kind === 'position') window.scrollTo(0, decision.y);
    else if (decision.kind === 'top') window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash]);

  return null;
}
