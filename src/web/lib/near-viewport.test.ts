import { describe, expect, it, vi } from 'vitest';
import {
  NEAR_VIEWPORT_MARGIN,
  observeNearViewport,
  type NearObserver,
  type NearObserverClass,
} from './near-viewport';

/** A stand-in IntersectionObserver that the test drives by hand. */
function fakeObserver() {
  const made: FakeObserver[] = [];
  class FakeObserver implements NearObserver {
    observed: Element[] = [];
    disconnected = false;
    constructor(
      readonly callback: (entries: readonly { isIntersecting: boolean }[]) => void,
      readonly options: { rootMargin: string },
    ) {
      made.push(this);
    }
    observe(el: Element) {
      this.observed.push(el);
    }
    disconnect() {
      this.disconnected = true;
    }
    report(isIntersecting: boolean) {
      this.callback([{ isIntersecting }]);
    }
  }
  const Observer: NearObserverClass = FakeObserver;
  return { made, Observer };
}

const element = {} as Element;

describe('observeNearViewport', () => {
  it('calls back once the element comes within the margin, then stops watching', () => {
    const { made, Observer } = fakeObserver();
    const onNear = vi.fn();
    observeNearViewport(element, onNear, NEAR_VIEWPORT_MARGIN, Observer);
    expect(made).toHaveLength(1);
    expect(made[0]!.observed).toEqual([element]);
    expect(made[0]!.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    made[0]!.report(false);
    expect(onNear).not.toHaveBeenCalled();
    expect(made[0]!.disconnected).toBe(false);

    made[0]!.report(true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(made[0]!.disconnected).toBe(true);
  });

  it('stops watching when cleaned up before the element comes near', () => {
    const { made, Observer } = fakeObserver();
    const onNear = vi.fn();
    const stop = observeNearViewport(element, onNear, '10px', Observer);
    stop();
    expect(made[0]!.disconnected).toBe(true);
    expect(onNear).not.toHaveBeenCalled();
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    const onNear = vi.fn();
    observeNearViewport(element, onNear, '10px', null);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
