import { useEffect, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { SPINNER_CHECK_MS, SPINNER_DELAY_MS, spinnerVisible } from './global-loading';
import classes from './shell.module.css';

/** A thin bar at the top of the window while any request is in flight (spec §2, §4). */
export function GlobalSpinner() {
  const busy = useIsFetching() + useIsMutating() > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const since = Date.now();
    const check = () => setVisible(spinnerVisible(since, Date.now()));
    const delay = window.setTimeout(check, SPINNER_DELAY_MS);
    const watchdog = window.setInterval(check, SPINNER_CHECK_MS);
    return () => {
      window.clearTimeout(delay);
      window.clearInterval(watchdog);
    };
  }, [busy]);

  if (!visible) return null;
  return (
    <div className={classes.progress} role="progressbar" aria-label="Loading">
      <div className={classes.progressBar} />
    </div>
  );
}
