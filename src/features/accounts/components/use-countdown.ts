import { useEffect, useState } from 'react';

/**
 * Seconds left until another SMS code may be asked for, and a way to start counting: the
 * registration, binding and recovery send-outs all wait what the server said (resendInSeconds).
 */
export function useCountdown(initialSeconds = 0): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}
