import { describe, expect, it } from 'vitest';
import { resolveMobileMode } from './mobile';

describe('resolveMobileMode', () => {
  it('turns mobile mode on from the query and remembers it', () => {
    expect(resolveMobileMode('?mobile=true', null)).toEqual({ mobile: true, store: 'set' });
  });
  it('keeps mobile mode for later in-app pages without the parameter', () => {
    expect(resolveMobileMode('?tab=1', 'true')).toEqual({ mobile: true, store: 'keep' });
  });
  it('is off by default', () => {
    expect(resolveMobileMode('', null)).toEqual({ mobile: false, store: 'keep' });
    expect(resolveMobileMode('?mobile=1', null)).toEqual({ mobile: false, store: 'keep' });
  });
  it('mobile=false switches it off and forgets it', () => {
    expect(resolveMobileMode('?mobile=false', 'true')).toEqual({ mobile: false, store: 'clear' });
  });
});
