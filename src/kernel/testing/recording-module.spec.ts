import { describe, expect, it } from 'vitest';
import { recordingModule } from './recording-module';
import { createTestKernel } from './test-kernel';

describe('recordingModule', () => {
  it('decides each command it answers into its event with the same data, and ignores the others', async () => {
    const kernel = await createTestKernel([recordingModule('example', { 'example/record': 'example/recorded' })]);
    await kernel.dispatch({ type: 'example/record', data: { note: 'hello' } });
    await kernel.dispatch({ type: 'example/unknown', data: {} } as never);
    expect((await kernel.log.read()).map(({ type, data }) => ({ type, data }))).toEqual([{ type: 'example/recorded', data: { note: 'hello' } }]);
  });

  it('without answers only takes the place of a module another one requires', async () => {
    const kernel = await createTestKernel([recordingModule('example')]);
    await kernel.dispatch({ type: 'example/record', data: { note: 'hello' } });
    expect(await kernel.log.read()).toEqual([]);
  });
});
