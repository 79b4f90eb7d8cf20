import { useState } from 'react';

const KEY = 'potluck.lastCallsHidden';

function load(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the person hid the Last Calls section, remembered on this device. */
export function useLastCallsHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(load);
  const set = (next: boolean) => {
    setHidden(next);
    try {
      if (next) window.localStorage.setItem(KEY, '1');
      else window.localStorage.removeItem(KEY);
    } catch {
      // Private mode or a full storage: the choice still holds for this visit.
    }
  };
  return [hidden, set];
}
