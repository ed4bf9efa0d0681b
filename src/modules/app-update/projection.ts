import type { Projection } from '../../kernel/module';
import type { AppUpdateEvent } from './messages';

/** The prompt shows while a version is offered; accepting (the page reloads) or "Later" hides it. */
export const updatePrompt: Projection<'app-update/prompt', AppUpdateEvent> = {
  name: 'app-update/prompt',
  version: 1,
  handles: ['app-update/updateOffered', 'app-update/updateAccepted', 'app-update/updatePostponed'],
  initial: () => ({ visible: false }),
  apply(draft, event) {
    draft.visible = event.type === 'app-update/updateOffered';
  },
};
