import { useCallback, useEffect } from 'react';
import { useKernel } from '../../kernel/react';
import { downloadJsonLines, isDiagnosticsShortcut, logFileName } from './download';

/** Downloads this store view's event log as JSON lines. */
export function useDownloadLog() {
  const kernel = useKernel();
  return useCallback(async () => {
    downloadJsonLines(await kernel.log.exportLog(), logFileName(kernel.storeView.storeCode, new Date()));
  }, [kernel]);
}

/** Ctrl+Shift+E on any page downloads the diagnostics file (a `layout/overlay` fill that renders nothing). */
export function DiagnosticsShortcut() {
  const download = useDownloadLog();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isDiagnosticsShortcut(event)) return;
      event.preventDefault();
      void download();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [download]);
  return null;
}
