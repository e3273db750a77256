import type { AppConfig } from '../../config.ts';
import { createNimcIdentityProvider, type IdentityWarn } from './nimc.ts';
import type { IdentityProvider } from './provider.ts';
import { createSandboxIdentityProvider } from './sandbox.ts';

export * from './provider.ts';
export { SANDBOX_NINS, SANDBOX_TRACKING_IDS } from './sandbox.ts';

/** The configured provider: the sandbox unless IDENTITY_PROVIDER=nimc (with its settings). */
export function createIdentityProvider(config: AppConfig, warn?: IdentityWarn): IdentityProvider {
  if (config.identityProvider === 'nimc') {
    if (!config.nimc) throw new Error('IDENTITY_PROVIDER is nimc but NIMC_URL is not set.');
    return createNimcIdentityProvider(config.nimc, warn);
  }
  return createSandboxIdentityProvider();
}
