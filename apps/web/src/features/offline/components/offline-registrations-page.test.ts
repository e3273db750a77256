import { describe, expect, it } from 'vitest';
import { describeSyncReport } from './offline-registrations-page';

describe('describeSyncReport', () => {
  const empty = { synced: 0, flagged: 0, retrying: 0, references: [] };

  it('says what was sent and what needs correction', () => {
    expect(describeSyncReport({ ...empty, synced: 3 })).toEqual({
      severity: 'success',
      message: '3 registrations sent.',
    });
    expect(describeSyncReport({ ...empty, synced: 1, flagged: 1 })).toEqual({
      severity: 'warning',
      message: '1 registration sent; 1 needs correction.',
    });
  });

  it('says the rest is tried again after a lost connection', () => {
    expect(
      describeSyncReport({ ...empty, synced: 1, retrying: 1, stoppedBy: 'connection' }).message,
    ).toBe('1 registration sent; the rest will be tried again when the connection allows.');
  });

  it('explains a pass that did not run', () => {
    expect(describeSyncReport({ ...empty, skipped: 'offline-session' }).message).toMatch(
      /Sign in online/,
    );
    expect(describeSyncReport({ ...empty, skipped: 'busy' }).severity).toBe('info');
    expect(describeSyncReport(empty).message).toBe('Nothing was waiting to be sent.');
  });
});
