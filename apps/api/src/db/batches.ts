/** How a batched writer gathers its calls. */
export interface BatchOptions {
  /** Items per statement at most. */
  maxBatch: number;
  /** Statements running at once; calls arriving meanwhile wait and go together in the next. */
  maxInFlight: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: `save` writes several items in one statement (one transaction) and answers one
 * result per item, in order. Calls that arrive while `maxInFlight` statements are running wait
 * and are then saved together, so under load one round trip and one commit serve many calls,
 * and when the server is quiet each call is saved at once, alone. A failed statement saved
 * nothing (it is one transaction); its items are then saved one after another, so each call gets
 * its own answer or error, exactly as if it had never been batched.
 */
export function batched<In, Out>(
  save: (items: In[]) => Promise<Out[]>,
  { maxBatch, maxInFlight }: BatchOptions,
): (item: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function run(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const results = await save(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => waiting.resolve(results[i] as Out));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One after another: an item may depend on one saved before it (a later one of a batch
      // finds an earlier duplicate only once that one is committed).
      for (const waiting of batch) {
        await save([waiting.item]).then(([out]) => waiting.resolve(out as Out), waiting.reject);
      }
    }
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      inFlight += 1;
      void run(queue.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        flush();
      });
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // The calls of the same turn of the event loop go together.
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
