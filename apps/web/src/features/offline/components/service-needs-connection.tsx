import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';

/**
 * A service the outbox does not hold (docs/offline.md, "What the user sees when something
 * fails"): a correction request, a reprint, a reissuance. Each is paid for online, so nothing of
 * it can be kept on the device and sent later.
 */
export interface OnlineService {
  /** The request, as the sentence names it: "A correction request". */
  name: string;
  /** What needs the connection: "payment, identity check". */
  needs: string;
  /** What happens to what was entered, and what to do. */
  kept: string;
}

/**
 * The mutation options of such a service's requests: without a connection the request is tried
 * at once and fails, and the screen says nothing was saved. (React Query would otherwise hold it,
 * a spinner and no word, and send it by itself whenever the connection came back, perhaps
 * long after the person had left.)
 */
export const SENT_NOW = { networkMode: 'always' } as const;

/** "Not saved: this service needs a connection (payment). ..." */
export const notSavedMessage = ({ name, needs, kept }: OnlineService) =>
  `Not saved: this service needs a connection (${needs}). ${name} cannot be kept on this device; ${kept}`;

/** The request went and no answer came (the connection went), as opposed to a refusal. */
export function noAnswer(error: unknown): boolean {
  return isApiError(error) && !error.response;
}

function ConnectionNeeded({ service }: { service: OnlineService }) {
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Connection needed</AlertTitle>
      {notSavedMessage(service)}
    </Alert>
  );
}

/** At the top of the service's screen while there is no connection; nothing online. */
export function OfflineServiceNotice({ service }: { service: OnlineService }) {
  return useOnline() ? null : <ConnectionNeeded service={service} />;
}

/**
 * Where a request of the service failed, in place of the raw error: a request that got no
 * answer says the service needs a connection (offline, the screen's notice says it already);
 * a refusal shows the server's message.
 */
export function ServiceFailure({ service, error }: { service: OnlineService; error: unknown }) {
  const online = useOnline();
  if (!error) return null;
  if (noAnswer(error)) return online ? <ConnectionNeeded service={service} /> : null;
  return (
    <Alert severity="error" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
