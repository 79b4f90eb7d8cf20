import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// Spec §8, word for word, full stops included.
describe('messages', () => {
  it('keeps the spec error catalogue exactly', () => {
    expect(messages.addToCartFailed).toBe('Can not submit the order.');
    expect(messages.subscribeFailed).toBe('Failed.');
    expect(messages.chefNotFound).toBe('profile not found');
    expect(messages.chefNotFoundTitle).toBe('Not found');
    expect(messages.inProgress).toBe('In Progress');
  });
});
