import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorMessage, submitErrorView } from './useFormSubmit';

const withFields = new ApiError(400, 'validation_failed', 'Check the form.', { email: 'Taken.' });
const noFields = new ApiError(401, 'unauthenticated', 'Wrong e-mail or password.');

describe('submitErrorView', () => {
  it('shows field errors instead of the message by default', () => {
    expect(submitErrorView(withFields, 'instead-of-message')).toEqual({
      message: null,
      fields: { email: 'Taken.' },
    });
    expect(submitErrorView(noFields, 'instead-of-message')).toEqual({
      message: 'Wrong e-mail or password.',
      fields: {},
    });
  });

  it('can show both, or the message only', () => {
    expect(submitErrorView(withFields, 'with-message')).toEqual({
      message: 'Check the form.',
      fields: { email: 'Taken.' },
    });
    expect(submitErrorView(withFields, 'ignore')).toEqual({
      message: 'Check the form.',
      fields: {},
    });
  });

  it('says something went wrong for errors that are not from the API', () => {
    expect(submitErrorView(new TypeError('boom'), 'with-message')).toEqual({
      message: 'Something went wrong.',
      fields: {},
    });
    expect(errorMessage(new Error('x'), 'Could not save.')).toBe('Could not save.');
  });
});
