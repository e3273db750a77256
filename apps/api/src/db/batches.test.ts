import { describe, expect, it } from 'vitest';
import { batched } from './batches.ts';

/** A save that records each statement's items and fails any statement holding a negative. */
function recordingSave() {
  const statements: number[][] = [];
  const save = async (items: number[]) => {
    statements.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.some((item) => item < 0)) throw new Error(`refused ${items.join(',')}`);
    return items.map((item) => item * 10);
  };
  return { statements, save };
}

describe('batched (group commit)', () => {
  it('saves a call alone when nothing else is waiting', async () => {
    const { statements, save } = recordingSave();
    const write = batched(save, { maxBatch: 10, maxInFlight: 1 });
    await expect(write(1)).resolves.toBe(10);
    expect(statements).toEqual([[1]]);
  });

  it('saves the calls that wait together, in order, at most maxBatch a statement', async () => {
    const { statements, save } = recordingSave();
    const write = batched(save, { maxBatch: 3, maxInFlight: 1 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(write));
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(statements).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('runs at most maxInFlight statements at once; later calls go together', async () => {
    const { statements, save } = recordingSave();
    const write = batched(save, { maxBatch: 10, maxInFlight: 2 });
    const first = write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = write(2);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [3, 4, 5].map(write);
    await Promise.all([first, second, ...rest]);
    expect(statements).toEqual([[1], [2], [3, 4, 5]]);
  });

  it('saves each item of a failed statement alone: only the failing call fails', async () => {
    const { statements, save } = recordingSave();
    const write = batched(save, { maxBatch: 10, maxInFlight: 1 });
    const outcomes = await Promise.allSettled([1, -2, 3].map(write));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused -2') },
      { status: 'fulfilled', value: 30 },
    ]);
    expect(statements).toEqual([[1, -2, 3], [1], [-2], [3]]);
  });
});
