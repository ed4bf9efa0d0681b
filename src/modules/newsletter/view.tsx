import { X } from 'lucide';
import { useEffect, useId, useRef } from 'react';
import { ClaimsToken, type Claims } from '../../kernel/claims';
import { useCommand, useKernel, useProjection } from '../../kernel/react';
import type { SlotRegistry } from '../../kernel/module';
import { Button, useFocusTrap, Icon } from '../../ui';
import { useNewsletterT } from './hooks';
import { POPUP_DELAY_MS, POPUP_SEEN_KEY } from './storage';
import { SubscribeForm } from './subscribe-form';
import styles from './view.module.css';

/** The footer column: 'Newsletter', what it gives, and the form. */
export function NewsletterFooter() {
  const t = useNewsletterT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Newsletter')}</h2>
      <p>{t('Subscribe and get a 10% discount coupon by e-mail.')}</p>
      <SubscribeForm />
    </section>
  );
}

function popupAllowed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    // Automated browsers (e2e) never see it unless a test asks by clearing the flag it sets.
    if (navigator.webdriver && window.localStorage.getItem('newsletter-popup-e2e') !== 'show') return false;
    // Before the claims store (ADR 0056) the flag lived in localStorage; a pop-up seen then stays seen.
    return window.localStorage.getItem(POPUP_SEEN_KEY) === null;
  } catch {
    return false;
  }
}

/** Remembers that the pop-up was shown or dismissed. A storage error is only logged by the claims store. */
function rememberSeen(claims: Claims) {
  void claims.set(POPUP_SEEN_KEY, true, 'The newsletter pop-up was shown or dismissed; it is never shown again');
}

/**
 * The guests' pop-up (ui-state panel `newsletterPopup`): opened once, ~10 s into a first visit; a dismissal
 * is remembered as the claim `newsletter-popup-seen` (the kernel's claims store). A non-modal dialog: focus
 * moves into it, Escape and the close button end it.
 */
export function NewsletterPopup() {
  const t = useNewsletterT();
  const id = useId();
  const dispatch = useCommand();
  const claims = useKernel().container.get<Claims>(ClaimsToken);
  const open = useProjection('ui-state/flags')?.open.newsletterPopup;
  const session = useProjection('user/session');
  const ref = useRef<HTMLDivElement>(null);
  const guest = session?.status === 'anonymous';
  useFocusTrap(ref, Boolean(open));

  useEffect(() => {
    if (!guest || !popupAllowed()) return undefined;
    let cancelled = false;
    let timer: number | undefined;
    void claims.check(POPUP_SEEN_KEY).then((seen) => {
      if (cancelled || seen) return;
      timer = window.setTimeout(() => {
        rememberSeen(claims);
        void dispatch({ type: 'ui-state/open', data: { panel: 'newsletterPopup' } });
      }, POPUP_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [guest, dispatch, claims]);

  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [open]);

  if (!open) return null;
  const close = () => {
    rememberSeen(claims);
    void dispatch({ type: 'ui-state/close', data: { panel: 'newsletterPopup' } });
  };
  return (
    <div
      ref={ref}
      className={styles.popup}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <h2 id={`${id}-title`}>{t('Newsletter')}</h2>
      <p>{t('Subscribe and get a 10% discount coupon by e-mail.')}</p>
      <SubscribeForm />
      <Button type="button" className={styles.close} onClick={close} aria-label={t('Close')}>
        <Icon icon={X} size={20} />
      </Button>
    </div>
  );
}

/** My Account: whether the customer's e-mail is subscribed, with a checkbox to subscribe or unsubscribe. */
export function NewsletterAccountSection({ customer }: SlotRegistry['account/sections']) {
  const t = useNewsletterT();
  const id = useId();
  const dispatch = useCommand();
  const status = useProjection('newsletter/status');
  const subscribed = status.isSubscribed && status.email?.toLowerCase() === customer.email.toLowerCase();
  useEffect(() => {
    void dispatch({ type: 'newsletter/checkStatus', data: { email: customer.email } });
  }, [dispatch, customer.email]);
  const pending = status.request.status === 'pending';
  return (
    // Named apart from the footer's "Newsletter" region: two landmarks with one name cannot be told apart.
    <section id="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Newsletter subscription')}</h2>
      <p>{t(subscribed ? 'You are subscribed to our newsletter.' : 'You are not subscribed to our newsletter.')}</p>
      <label>
        <input
          type="checkbox"
          checked={subscribed}
          disabled={pending}
          onChange={(event) =>
            void dispatch({ type: event.target.checked ? 'newsletter/subscribe' : 'newsletter/unsubscribe', data: { email: customer.email } })
          }
        />{' '}
        {t('I want to receive the newsletter')}
      </label>
      {status.request.status === 'failed' && status.request.message && <p role="alert">{t(status.request.message)}</p>}
    </section>
  );
}
