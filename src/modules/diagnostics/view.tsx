import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKernel } from '../../kernel/react';
import { Button } from '../../ui';
import { downloadJsonLines, isDiagnosticsShortcut, logFileName } from './download';

/** Downloads this store view's event log as JSON lines. */
export function useDownloadLog() {
  const kernel = useKernel();
  return useCallback(async () => {
    downloadJsonLines(await kernel.log.exportLog(), logFileName(kernel.storeView.storeCode, new Date()));
  }, [kernel]);
}

/** My Account: what the diagnostics file is, the button and the keyboard shortcut. */
export function DiagnosticsSection() {
  const { t } = useTranslation('diagnostics');
  const id = useId();
  const download = useDownloadLog();
  const [status, setStatus] = useState<'idle' | 'done' | 'failed'>('idle');
  return (
    <section id="diagnostics" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Diagnostics')}</h2>
      <p>{t('If something went wrong, send this file to our customer service: it lists what you did in this shop on this device, without passwords.')}</p>
      <p>
        {t('Keyboard shortcut on any page:')} <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>E</kbd>
      </p>
      <Button
        type="button"
        onClick={() =>
          void download().then(
            () => setStatus('done'),
            () => setStatus('failed'),
          )
        }
      >
        {t('Download diagnostics')}
      </Button>
      {status === 'done' && <p role="status">{t('The diagnostics file was downloaded.')}</p>}
      {status === 'failed' && <p role="alert">{t('The diagnostics file could not be made.')}</p>}
    </section>
  );
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
