import { describe, expect, it } from 'vitest';
import { markSnackAsked, snackAskedFor, subscribeToFirstSnack } from './snack-asked';

// The snackbar container mounts when the first snackbar is asked for (decision 075).

describe('snack-asked', () => {
  it('tells its listeners once, when the first snackbar is asked for', () => {
    let told = 0;
    let toldAfterLeaving = 0;
    subscribeToFirstSnack(() => (told += 1));
    const leave = subscribeToFirstSnack(() => (toldAfterLeaving += 1));
    leave();
    expect(snackAskedFor()).toBe(false);
    markSnackAsked();
    markSnackAsked();
    expect(snackAskedFor()).toBe(true);
    expect(told).toBe(1);
    expect(toldAfterLeaving).toBe(0);
  });
});
