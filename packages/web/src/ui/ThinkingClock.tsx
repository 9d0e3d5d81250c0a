/** A live “is thinking” line with the seconds a bot has spent so far. */
import { useEffect, useState } from 'react';

/** Shows how long `name` has been thinking since `since` (a `performance.now()` time). */
export function ThinkingClock({ name, since }: { readonly name: string; readonly since: number }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="thinking" aria-live="off">
      {name} is thinking… {((now - since) / 1000).toFixed(1)} s
    </p>
  );
}
