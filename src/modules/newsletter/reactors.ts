import type { Container } from 'inversify';
import type { Reactor } from '../../kernel/module';
import { serverMessage, SyncLayerToken, type SyncLayer, type Task } from '../../kernel/sync';
import { NEWSLETTER_PATH, NewsletterStorage } from './storage';
import { NEWSLETTER_TEXTS } from './texts';

const url = (email: string) => `${NEWSLETTER_PATH}?email=${encodeURIComponent(email)}`;

async function send(services: Container, task: Omit<Task, 'createdAt'> & { createdAt: string }) {
  if (!services.isBound(SyncLayerToken)) return { code: 0, result: 'No sync layer is configured', transmitted: false };
  return services.get<SyncLayer>(SyncLayerToken).execute({ silent: true, ...task });
}

const failure = (answer: { code: number; result: unknown }) => serverMessage(answer.result) ?? NEWSLETTER_TEXTS.failed;

/** Subscribes: asks the API first and skips the POST when the e-mail is already subscribed (spec section 7). */
export const sendSubscription: Reactor<'newsletter/subscriptionRequested'> = {
  on: ['newsletter/subscriptionRequested'],
  async run(event, { dispatch, services, storeView }) {
    const { requestId, email, domain } = event.data;
    try {
      const status = await send(services, { id: `${requestId}-status`, url: url(email), method: 'GET', createdAt: event.meta.time });
      if (status.code === 200 && status.result === 'subscribed') {
        await dispatch({ type: 'newsletter/recordOutcome', data: { requestId, ok: true } });
        return;
      }
      const answer = await send(services, { id: requestId, url: NEWSLETTER_PATH, method: 'POST', body: { email, domain, language: storeView.language }, createdAt: event.meta.time });
      await dispatch({ type: 'newsletter/recordOutcome', data: answer.code === 200 ? { requestId, ok: true } : { requestId, ok: false, message: failure(answer) } });
    } catch {
      await dispatch({ type: 'newsletter/recordOutcome', data: { requestId, ok: false, message: NEWSLETTER_TEXTS.failed } });
    }
  },
};

/** Unsubscribes with DELETE {email}. */
export const sendUnsubscription: Reactor<'newsletter/unsubscriptionRequested'> = {
  on: ['newsletter/unsubscriptionRequested'],
  async run(event, { dispatch, services }) {
    const { requestId, email } = event.data;
    try {
      const answer = await send(services, { id: requestId, url: NEWSLETTER_PATH, method: 'DELETE', body: { email }, createdAt: event.meta.time });
      await dispatch({ type: 'newsletter/recordOutcome', data: answer.code === 200 ? { requestId, ok: true } : { requestId, ok: false, message: failure(answer) } });
    } catch {
      await dispatch({ type: 'newsletter/recordOutcome', data: { requestId, ok: false, message: NEWSLETTER_TEXTS.failed } });
    }
  },
};

/** Asks whether an e-mail is subscribed; an unanswered check changes nothing. */
export const checkStatus: Reactor<'newsletter/statusRequested'> = {
  on: ['newsletter/statusRequested'],
  async run(event, { dispatch, services }) {
    const { email } = event.data;
    const answer = await send(services, { id: `status-${event.meta.seq}`, url: url(email), method: 'GET', createdAt: event.meta.time }).catch(() => null);
    if (answer?.code === 200) await dispatch({ type: 'newsletter/recordStatus', data: { email, subscribed: answer.result === 'subscribed' } });
  },
};

/** Caches the subscribed e-mail in storage (spec section 7) and tells the shopper how a request ended. */
export const announceOutcome: Reactor<'newsletter/subscribed' | 'newsletter/unsubscribed' | 'newsletter/requestFailed'> = {
  on: ['newsletter/subscribed', 'newsletter/unsubscribed', 'newsletter/requestFailed'],
  async run(event, { dispatch, services }) {
    if (event.type !== 'newsletter/requestFailed' && services.isBound(NewsletterStorage)) {
      await services.get<NewsletterStorage>(NewsletterStorage).set('email', event.data.email);
    }
    const message =
      event.type === 'newsletter/subscribed' ? NEWSLETTER_TEXTS.subscribed : event.type === 'newsletter/unsubscribed' ? NEWSLETTER_TEXTS.unsubscribed : event.data.message;
    await dispatch({
      type: 'notifications/notify',
      data: { type: event.type === 'newsletter/requestFailed' ? 'error' : 'success', message, ns: 'newsletter', action1: { label: 'OK' } },
    });
  },
};
