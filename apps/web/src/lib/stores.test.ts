import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '@vitalreg/domain';
import { makeUser } from '@/testing/test-utils';
import { registrationModeStore } from './registration-mode-store';
import { initialSessionState, sessionStore, startSession, getAuthorization } from './session-store';
import { STORAGE_KEYS } from './storage';

describe('session store', () => {
  it('starts idle with no user, no permissions and no error', () => {
    expect(sessionStore.get()).toEqual({
      user: null,
      permissions: [],
      status: 'idle',
      error: null,
      offline: false,
      mustChangePassword: false,
    });
    expect(initialSessionState.status).toBe('idle');
  });

  it('keeps the token with the Bearer prefix and persists the session to session storage', () => {
    const user = makeUser('registra');
    startSession({
      token: 'abc',
      user,
      permissions: [...DEFAULT_ROLE_PERMISSIONS.registra],
      expiresAt: new Date().toISOString(),
      mustChangePassword: false,
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('Bearer abc');
    expect(getAuthorization()).toBe('Bearer abc');
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.session) ?? '{}') as {
      user: { UserName: string };
    };
    expect(stored.user.UserName).toBe('registra');
  });
});

describe('registration mode store', () => {
  it('defaults to online and persists to local storage as birth_registration_mode', () => {
    expect(registrationModeStore.get()).toBe('online');
    registrationModeStore.set('offline');
    expect(localStorage.getItem('birth_registration_mode')).toBe('"offline"');
    registrationModeStore.reset();
    expect(registrationModeStore.get()).toBe('online');
    expect(localStorage.getItem('birth_registration_mode')).toBeNull();
  });
});
