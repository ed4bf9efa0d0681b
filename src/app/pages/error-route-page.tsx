import { ServerErrorPage } from '../shell/error-views';

/** The /error route (minimal layout): the generic error page. */
export default function ErrorRoutePage() {
  return <ServerErrorPage />;
}
