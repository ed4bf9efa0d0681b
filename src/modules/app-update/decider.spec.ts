import { describe, it } from 'vitest';
import { given } from '../../kernel/testing';
import { appUpdateDecider as decider } from './decider';

const offered = { type: 'app-update/updateOffered' as const, data: {} };
const accepted = { type: 'app-update/updateAccepted' as const, data: {} };
const postponed = { type: 'app-update/updatePostponed' as const, data: {} };

describe('app-update decider', () => {
  it('offers a waiting version once', () => {
    given(decider).when({ type: 'app-update/offer', data: {} }).then([offered]);
    given(decider, offered).when({ type: 'app-update/offer', data: {} }).then([]);
    given(decider, offered, accepted).when({ type: 'app-update/offer', data: {} }).then([]);
  });

  it('offers a newer version again after "Later"', () => {
    given(decider, offered, postponed).when({ type: 'app-update/offer', data: {} }).then([offered]);
  });

  it('accepts only an offered version', () => {
    given(decider, offered).when({ type: 'app-update/accept', data: {} }).then([accepted]);
    given(decider).when({ type: 'app-update/accept', data: {} }).thenThrows('app-update/nothingOffered');
    given(decider, offered, postponed).when({ type: 'app-update/accept', data: {} }).thenThrows('app-update/nothingOffered');
    given(decider, offered, accepted).when({ type: 'app-update/accept', data: {} }).thenThrows('app-update/nothingOffered');
  });

  it('puts off an offered version; "Later" with nothing offered does nothing', () => {
    given(decider, offered).when({ type: 'app-update/postpone', data: {} }).then([postponed]);
    given(decider).when({ type: 'app-update/postpone', data: {} }).then([]);
    given(decider, offered, postponed).when({ type: 'app-update/postpone', data: {} }).then([]);
  });
});
