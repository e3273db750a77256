import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTOMATIC_OFFLINE_KEY,
  automaticOfflineStore,
  followConnectivity,
  registrationModeStore,
} from '@/lib/registration-mode-store';

let stopFollowing: (() => void) | undefined;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  stopFollowing?.();
  stopFollowing = undefined;
  setOnline(true);
});

describe('registration mode fall-back (lib/registration-mode-store)', () => {
  it('falls back to offline when the connection is lost, and returns when it is back', () => {
    stopFollowing = followConnectivity();
    expect(registrationModeStore.get()).toBe('online');

    setOnline(false);
    expect(registrationModeStore.get()).toBe('offline');
    expect(automaticOfflineStore.get()).toBe(true);
    expect(localStorage.getItem('birth_registration_mode')).toBe('"offline"');
    expect(localStorage.getItem(AUTOMATIC_OFFLINE_KEY)).toBe('true');

    setOnline(true);
    expect(registrationModeStore.get()).toBe('online');
    expect(automaticOfflineStore.get()).toBe(false);
  });

  it('keeps an offline mode the registrar chose when the connection comes back', () => {
    stopFollowing = followConnectivity();
    registrationModeStore.set('offline');
    setOnline(false);
    expect(automaticOfflineStore.get()).toBe(false);

    setOnline(true);
    expect(registrationModeStore.get()).toBe('offline');
  });

  it("becomes the registrar's choice once the switch is used during a fall-back", () => {
    stopFollowing = followConnectivity();
    setOnline(false);
    registrationModeStore.set('online'); // the top-bar switch
    expect(automaticOfflineStore.get()).toBe(false);
    registrationModeStore.set('offline');

    setOnline(true);
    expect(registrationModeStore.get()).toBe('offline');
  });

  it('falls back at start when the page opens without a connection', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    stopFollowing = followConnectivity();
    expect(registrationModeStore.get()).toBe('offline');
    expect(automaticOfflineStore.get()).toBe(true);
  });

  it('is forgotten by logout with the rest (reset)', () => {
    stopFollowing = followConnectivity();
    setOnline(false);
    registrationModeStore.reset();
    automaticOfflineStore.reset();
    expect(registrationModeStore.get()).toBe('online');
    expect(localStorage.getItem(AUTOMATIC_OFFLINE_KEY)).toBeNull();
  });
});
