import { UpdatePrompt } from '../../ui';
import { useUpdatePrompt } from './hooks';

/** The update prompt, filling the `layout/overlay` slot. */
export function AppUpdateView() {
  return <UpdatePrompt {...useUpdatePrompt()} />;
}
