import { describe, expect, it } from 'vitest';
import { KIND_UIS } from '@/app/kinds';

describe("the record page's late-registration notice", () => {
  it('says what late means for each kind, in words a clerk reads', async () => {
    const notices = Object.fromEntries(
      await Promise.all(
        KIND_UIS.map(async (kind) => [kind.manifest.key, (await kind.view()).lateNotice.late]),
      ),
    );
    expect(notices).toMatchObject({
      birth: 'Late registration: the birth was registered more than 8 days after it happened.',
      death: 'Late registration: the death was registered more than 8 days after it happened.',
      stillbirth:
        'Late registration: the delivery was registered more than 8 days after it happened.',
    });
  });
});
