import type { EventDraft } from '../messages';
import { defineModule, type ModuleDefinition } from '../module';

/**
 * A stand-in for a module the module under test talks to by message type (modules never import each other):
 * each command type in `answers` is decided into the event type it maps to, carrying the command's data, so
 * the log records what was asked of the stand-in; other commands are ignored. The events are the stand-in's
 * own (`<id>/...`), as the kernel requires.
 * @example recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' })
 */
export function recordingModule(id: string, answers: Readonly<Record<string, string>> = {}): ModuleDefinition<Record<string, never>> {
  return defineModule({
    id,
    decider: {
      initialState: () => ({}),
      decide: (command) => {
        const type = answers[command.type];
        return type ? [{ type, data: command.data } as unknown as EventDraft] : [];
      },
      evolve: () => {},
    },
  });
}
