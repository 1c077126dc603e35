import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { FALLBACK_MESSAGE, messageOf, placeServerErrors } from './server-errors';

describe('the API’s messages land beside the fields they name', () => {
  const setup = () => {
    const placed: Record<string, string> = {};
    const setError = (name: string, error: { message?: string }) => void (placed[name] = error.message ?? '');
    return { placed, setError };
  };

  it('a field the form has gets its first message, and nothing more is said above the form', () => {
    const { placed, setError } = setup();
    const error = new ApiError(422, 'The given data was invalid.', { email: ['Please enter a valid email', 'second'] });
    expect(placeServerErrors(error, setError, ['email', 'name'])).toBeNull();
    expect(placed).toEqual({ email: 'Please enter a valid email' });
  });

  it('messages of fields the form does not have are said above it', () => {
    const { placed, setError } = setup();
    const error = new ApiError(422, 'The given data was invalid.', { email: ['Taken.'], roleID: ['Choose one of this company’s roles.'] });
    expect(placeServerErrors(error, setError, ['email'])).toBe('Choose one of this company’s roles.');
    expect(placed).toEqual({ email: 'Taken.' });
  });

  it('a refusal without fields (a 403, a 409) shows the API’s message', () => {
    const { setError } = setup();
    expect(placeServerErrors(new ApiError(403, 'Your role does not allow this.'), setError, ['email'])).toBe('Your role does not allow this.');
  });

  it('with a section, the API’s `section.field` paths land on the section’s fields', () => {
    const { placed, setError } = setup();
    const error = new ApiError(422, 'Invalid.', { 'domains.subdomain': ['This subdomain is already taken.'] });
    expect(placeServerErrors(error, setError, ['subdomain'], 'domains')).toBeNull();
    expect(placed).toEqual({ subdomain: 'This subdomain is already taken.' });
  });

  it('no answer at all (the network failed) says the fallback', () => {
    const { setError } = setup();
    expect(placeServerErrors(new TypeError('Failed to fetch'), setError, [])).toBe(FALLBACK_MESSAGE);
    expect(messageOf(new TypeError('Failed to fetch'))).toBe(FALLBACK_MESSAGE);
    expect(messageOf(new ApiError(404, 'Company not found.'))).toBe('Company not found.');
  });
});
