import { RECORD_KIND_MANIFEST_LIST } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { kindPaths, kindUIs } from '@/features/records/kind-ui';
import { KIND_UIS } from './kinds';

describe('the registered record kinds', () => {
  it('are every kind of the domain, each once', () => {
    expect(kindUIs()).toEqual(KIND_UIS);
    expect(kindUIs().map((ui) => ui.manifest.key)).toEqual(
      RECORD_KIND_MANIFEST_LIST.map((manifest) => manifest.key),
    );
  });

  it('describe their records with views of their own key, paths and permissions', async () => {
    for (const ui of kindUIs()) {
      const view = await ui.view();
      expect(view.key).toBe(ui.manifest.key);
      expect(view.apiPath).toBe(ui.manifest.apiPath);
      expect(view.permissions).toEqual(ui.manifest.permissions);
      expect(view.paths.detail(7)).toBe(kindPaths(ui.manifest).detail.getHref(7));
    }
  });

  it('say how queued records read exactly when the outbox holds the kind', () => {
    for (const ui of kindUIs()) expect(Boolean(ui.outbox)).toBe(ui.manifest.queueable);
  });
});
