import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { useKernel } from '../../kernel/react';
import { Button } from '../../ui';
import type { ShareOutcome } from './share';
import { useDownloadLog } from './view';

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
      <ShareWithSupport />
    </section>
  );
}

type ShareState = { step: 'idle' | 'confirming' | 'sending' } | { step: 'done'; outcome: ShareOutcome };

/**
 * 'Share with support': after an explicit confirm, the log (redacted in the browser: tokens, passwords,
 * card data) goes to the shop, which answers a code the shopper reads out to customer service (ADR 0066).
 */
export function ShareWithSupport() {
  const { t } = useTranslation('diagnostics');
  const kernel = useKernel();
  const id = useId();
  const [state, setState] = useState<ShareState>({ step: 'idle' });
  const share = useCallback(async () => {
    setState({ step: 'sending' });
    try {
      const fetchApi = kernel.container.get<ApiFetch>(ApiFetchToken);
      // The redaction and upload load only when a shopper shares: not in every page's first load.
      const { shareLog } = await import('./share');
      setState({ step: 'done', outcome: await shareLog(fetchApi, await kernel.log.exportLog()) });
    } catch (error) {
      setState({ step: 'done', outcome: { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) } });
    }
  }, [kernel]);
  if (state.step === 'confirming' || state.step === 'sending') {
    return (
      <div role="group" aria-labelledby={`${id}-consent`}>
        <p id={`${id}-consent`}>
          {t('Share your activity log in this shop with our customer service? It is sent without passwords, sign-in tokens and card data, and kept for 30 days.')}
        </p>
        <Button type="button" disabled={state.step === 'sending'} onClick={() => void share()}>
          {t('Yes, share the log')}
        </Button>{' '}
        <Button type="button" variant="secondary" disabled={state.step === 'sending'} onClick={() => setState({ step: 'idle' })}>
          {t('Cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => setState({ step: 'confirming' })}>
        {t('Share with support')}
      </Button>
      {state.step === 'done' && state.outcome.ok && (
        <p role="status">
          {t('Tell customer service this code (valid for 30 days):')} <strong data-support-code="">{state.outcome.code}</strong>
        </p>
      )}
      {state.step === 'done' && !state.outcome.ok && <p role="alert">{t('The log could not be shared. Please download it and send the file instead.')}</p>}
    </div>
  );
}

