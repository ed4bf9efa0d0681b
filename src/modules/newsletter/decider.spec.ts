import { describe, it } from 'vitest';
import { given } from '../../kernel/testing';
import { newsletterDecider } from './decider';

const requested = { type: 'newsletter/subscriptionRequested' as const, data: { requestId: 'id-1', email: 'mari@example.com', domain: 'ee' as const } };
const subscribed = { type: 'newsletter/subscribed' as const, data: { requestId: 'id-1', email: 'mari@example.com' } };

describe('newsletter decider', () => {
  it('given nothing, when a valid e-mail subscribes, then a subscription to the Estonian list is requested', () => {
    given(newsletterDecider).when({ type: 'newsletter/subscribe', data: { email: ' mari@example.com ' } }).then([requested]);
  });

  it('refuses an invalid e-mail with the spec message', () => {
    given(newsletterDecider).when({ type: 'newsletter/subscribe', data: { email: 'mari@' } }).thenThrows('Please provide valid e-mail address.');
    given(newsletterDecider).when({ type: 'newsletter/checkStatus', data: { email: '' } }).thenThrows('Please provide valid e-mail address.');
  });

  it('given a requested subscription, when the API accepts it, then the e-mail is subscribed', () => {
    given(newsletterDecider, requested).when({ type: 'newsletter/recordOutcome', data: { requestId: 'id-1', ok: true } }).then([subscribed]);
  });

  it('given a requested subscription, when the API refuses it, then the request failed with its message', () => {
    given(newsletterDecider, requested)
      .when({ type: 'newsletter/recordOutcome', data: { requestId: 'id-1', ok: false, message: 'Bad e-mail' } })
      .then([{ type: 'newsletter/requestFailed', data: { requestId: 'id-1', kind: 'subscribe', message: 'Bad e-mail' } }]);
  });

  it('given a settled or unknown request, when another answer arrives, then nothing happens', () => {
    given(newsletterDecider, requested, subscribed).when({ type: 'newsletter/recordOutcome', data: { requestId: 'id-1', ok: false } }).then([]);
  });

  it('skips unsubscribing an e-mail that is not subscribed', () => {
    given(newsletterDecider).when({ type: 'newsletter/unsubscribe', data: { email: 'mari@example.com' } }).then([]);
    given(newsletterDecider, requested, subscribed).when({ type: 'newsletter/unsubscribe', data: { email: 'other@example.com' } }).then([]);
  });

  it('given a subscribed e-mail, when it unsubscribes and the API accepts, then it is unsubscribed', () => {
    const unsubscribing = { type: 'newsletter/unsubscriptionRequested' as const, data: { requestId: 'id-1', email: 'mari@example.com' } };
    given(newsletterDecider, { ...requested, data: { ...requested.data, requestId: 'id-0' } }, { ...subscribed, data: { ...subscribed.data, requestId: 'id-0' } })
      .when({ type: 'newsletter/unsubscribe', data: { email: 'mari@example.com' } })
      .then([unsubscribing]);
    given(newsletterDecider, unsubscribing)
      .when({ type: 'newsletter/recordOutcome', data: { requestId: 'id-1', ok: true } })
      .then([{ type: 'newsletter/unsubscribed', data: { requestId: 'id-1', email: 'mari@example.com' } }]);
  });

  it('records a status answer', () => {
    given(newsletterDecider)
      .when({ type: 'newsletter/recordStatus', data: { email: 'mari@example.com', subscribed: true } })
      .then([{ type: 'newsletter/statusLoaded', data: { email: 'mari@example.com', subscribed: true } }]);
  });
});

describe('newsletter decider in the Finnish store', () => {
  it('sends a subscription to the Finnish list', () => {
    given(newsletterDecider)
      .when({ type: 'newsletter/subscribe', data: { email: 'mari@example.com' } }, { storeCode: 'fin' })
      .then([{ type: 'newsletter/subscriptionRequested', data: { requestId: 'id-1', email: 'mari@example.com', domain: 'fi' } }]);
  });
});
