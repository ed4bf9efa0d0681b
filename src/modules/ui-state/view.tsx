import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Overlay } from '../../ui';
import { useUiState } from './hooks';

/** The overlay behind open drawers; a navigation closes every panel and submenu. */
export function UiOverlay() {
  const { overlay, open, submenu, closeAll } = useUiState();
  const { pathname, search } = useLocation();
  const anyOpen = Object.values(open).some(Boolean) || submenu.depth > 0;
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (shown.current === here) return;
    shown.current = here;
    if (anyOpen) closeAll();
  }, [pathname, search, anyOpen, closeAll]);
  return <Overlay active={overlay} onClose={closeAll} />;
}
