import { DomainError, type Decider } from '../../kernel/module';
import type { AppUpdateCommand, AppUpdateEvent, AppUpdateStatus } from './messages';

export interface AppUpdateState {
  status: AppUpdateStatus;
}

/** The update prompt: offered once per waiting version, then accepted or put off. */
export const appUpdateDecider: Decider<AppUpdateState, AppUpdateCommand, AppUpdateEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'app-update/offer':
        // Already on screen, or already reloading into it: nothing new to say. After "Later", a newer
        // version is worth offering again.
        return state.status === 'offered' || state.status === 'accepted' ? [] : [{ type: 'app-update/updateOffered', data: {} }];
      case 'app-update/accept':
        if (state.status !== 'offered') throw new DomainError('app-update/nothingOffered', 'No new version of the shop is waiting.');
        return [{ type: 'app-update/updateAccepted', data: {} }];
      case 'app-update/postpone':
        return state.status === 'offered' ? [{ type: 'app-update/updatePostponed', data: {} }] : [];
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    switch (event.type) {
      case 'app-update/updateOffered':
        draft.status = 'offered';
        break;
      case 'app-update/updateAccepted':
        draft.status = 'accepted';
        break;
      case 'app-update/updatePostponed':
        draft.status = 'postponed';
        break;
    }
  },
};
