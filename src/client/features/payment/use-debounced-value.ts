import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms: a buyer typing or switching fields asks
 * the server for the price once, not on every keystroke. Values are compared by their JSON so an
 * equal object built anew does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const serialised = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(serialised) as T), delay);
    return () => clearTimeout(timer);
  }, [serialised, delay]);
  return settled;
}
