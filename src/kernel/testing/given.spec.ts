import { describe, expect, it } from 'vitest';
import { given } from './given';
import { testDecider } from './example-modules';

const added = (amount: number, at = '2024-01-01T00:00:00.000Z') => ({ type: 'test/added' as const, data: { amount, at } });

describe('given/when/then', () => {
  it('folds the given events into the state', () => {
    expect(given(testDecider, added(2), added(3)).state).toEqual({ total: 5 });
  });

  it('passes when the decider returns the expected events (version defaults to 1)', () => {
    given(testDecider).when({ type: 'test/add', data: { amount: 1 } }).then([added(1)]);
    given(testDecider).when({ type: 'test/add', data: { amount: 1 } }).then([{ ...added(1), version: 1 }]);
  });

  it('fails when the events differ', () => {
    expect(() => given(testDecider).when({ type: 'test/add', data: { amount: 1 } }).then([added(2)])).toThrow();
    expect(() => given(testDecider).when({ type: 'test/add', data: { amount: 1 } }).then([])).toThrow();
  });

  it('decides against the state of the given events', () => {
    given(testDecider, added(99)).when({ type: 'test/add', data: { amount: 2 } }).thenThrows('limit_reached');
  });

  it('gives the decider a deterministic context that can be overridden', () => {
    given(testDecider)
      .when({ type: 'test/add', data: { amount: 1 } }, { now: '2030-01-01T00:00:00.000Z' })
      .then([added(1, '2030-01-01T00:00:00.000Z')]);
  });

  it('matches refusals by code, exact message or pattern', () => {
    const refused = given(testDecider).when({ type: 'test/add', data: { amount: 0 } });
    refused.thenThrows('invalid_amount');
    refused.thenThrows('Amount must be positive');
    refused.thenThrows(/must be positive/);
    expect(() => refused.thenThrows('other_code')).toThrow(
      'Expected a refusal matching other_code, but the decider threw DomainError(invalid_amount): Amount must be positive',
    );
  });

  it('explains a refusal where events were expected, and events where a refusal was expected', () => {
    expect(() => given(testDecider).when({ type: 'test/add', data: { amount: 0 } }).then([])).toThrow(
      "Expected events from 'test/add', but the decider threw DomainError(invalid_amount): Amount must be positive",
    );
    expect(() => given(testDecider).when({ type: 'test/add', data: { amount: 1 } }).thenThrows('invalid_amount')).toThrow(
      "Expected 'test/add' to be refused, but the decider returned 1 event(s)",
    );
  });

  it('explains an awaited outcome instead of failing oddly', async () => {
    const outcome = given(testDecider).when({ type: 'test/add', data: { amount: 1 } });
    await expect((async () => await (outcome as unknown as Promise<void>))()).rejects.toThrow('A decider outcome is not a promise');
  });

  it('matches non-domain errors by message', () => {
    given(testDecider).when({ type: 'test/crash', data: {} }).thenThrows('boom');
  });
});
