import { createContext, useContext, useEffect, useRef } from 'react';

/** Work a field finishes before its step is left: a drawn signature is stored. */
export type BeforeStepLeaves = () => Promise<void>;

/** The open step's list of such work (the wizard's step form provides it). */
export const StepLeaveContext = createContext<Set<BeforeStepLeaves> | null>(null);

/**
 * Runs `finish` when the wizard leaves the step (Next, Back, the submission), before the step's
 * values are checked and kept; nothing outside a wizard.
 */
export function useBeforeStepLeaves(finish: BeforeStepLeaves): void {
  const registry = useContext(StepLeaveContext);
  const latest = useRef(finish);
  useEffect(() => {
    latest.current = finish;
  });
  useEffect(() => {
    if (!registry) return;
    const run = () => latest.current();
    registry.add(run);
    return () => {
      registry.delete(run);
    };
  }, [registry]);
}

/** Runs every field's work before the step is left; a failure stays the field's to show. */
export async function finishStep(registry: ReadonlySet<BeforeStepLeaves>): Promise<void> {
  await Promise.allSettled([...registry].map((finish) => finish()));
}
