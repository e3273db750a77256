import { createContext, use } from 'react';
import type { DocumentUploadRequest, StoredDocument } from './files';

/**
 * How a form captures while offline, given by the wizard that saves to the device: files are
 * kept (sealed) on the device instead of uploaded, and identities are checked at sync.
 */
export interface OfflineCapture {
  keepFile: (request: DocumentUploadRequest) => Promise<StoredDocument>;
}

export const OfflineCaptureContext = createContext<OfflineCapture | null>(null);

/** The offline capture in force, or null when the form talks to the server. */
export function useOfflineCapture(): OfflineCapture | null {
  return use(OfflineCaptureContext);
}
