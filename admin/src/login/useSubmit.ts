import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '../authProvider/authErrors.js';

/**
 * A form's submit: pending while `action` runs, its failure as a Spanish message (an `Error`'s
 * own message when it has no Firebase code, as the authProvider's are).
 */
export function useSubmit(action: () => Promise<void>, fallback?: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const hasCode = typeof (failure as { code?: unknown } | null)?.code === 'string';
      setError(hasCode || !(failure instanceof Error) ? authErrorMessage(failure, fallback) : failure.message);
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, onSubmit };
}
