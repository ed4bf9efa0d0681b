/** Where the prompt is: nothing waiting, a new version offered, accepted (reloading) or put off for now. */
export type AppUpdateStatus = 'none' | 'offered' | 'accepted' | 'postponed';

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** A new version of the shop is installed and waiting (the app's service-worker registration says so). */
    'app-update/offer': Record<string, never>;
    /** The shopper chose "Reload": the waiting version takes over and the page reloads. */
    'app-update/accept': Record<string, never>;
    /** The shopper chose "Later": the prompt goes away for this page; the next page load offers it again. */
    'app-update/postpone': Record<string, never>;
  }
  interface EventRegistry {
    'app-update/updateOffered': Record<string, never>;
    'app-update/updateAccepted': Record<string, never>;
    'app-update/updatePostponed': Record<string, never>;
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** Whether the update prompt is on screen. */
    'app-update/prompt': { visible: boolean };
  }
}

export type AppUpdateCommand = 'app-update/offer' | 'app-update/accept' | 'app-update/postpone';
export type AppUpdateEvent = 'app-update/updateOffered' | 'app-update/updateAccepted' | 'app-update/updatePostponed';
