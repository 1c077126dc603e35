import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { changeFailure, sortServerErrors } from './errors';

const FIELDS = ['email', 'payment_terms', 'modules'] as const;

describe('a refused add or save puts the API’s messages where the user looks', () => {
  it('field messages go beside their fields, and nothing is repeated above the form', () => {
    const error = new ApiError(422, 'The given data was invalid.', { email: ['Please enter a valid email'], payment_terms: ['Please select payment term'] });
    expect(sortServerErrors(error, FIELDS)).toEqual({
      fields: { email: 'Please enter a valid email', payment_terms: 'Please select payment term' },
      activeCampaigns: null,
      message: null,
    });
  });

  it('a message for a field the form does not show goes above the form', () => {
    const error = new ApiError(422, 'The given data was invalid.', { companyID: ['Company not found.'], email: ['Taken'] });
    expect(sortServerErrors(error, FIELDS)).toMatchObject({ fields: { email: 'Taken' }, message: 'Company not found.' });
  });

  it('a refusal without field messages shows the API’s message', () => {
    expect(sortServerErrors(new ApiError(403, 'You are not allowed to change this company.'), FIELDS).message).toBe('You are not allowed to change this company.');
  });

  it('active campaigns that keep a module on are kept for their dialog, with the API’s message', () => {
    const message = 'The enhance module has active campaigns (CMP1). Stop them before turning the module off.';
    const error = new ApiError(422, message, { modules: [message], active_campaign_id: ['CMP1'] });
    expect(sortServerErrors(error, FIELDS)).toEqual({ fields: { modules: message }, activeCampaigns: { message, ids: ['CMP1'] }, message: null });
  });

  it('no answer, or a server error, reads “Server might be busy please try again later” unless the change has its own words', () => {
    expect(sortServerErrors(new TypeError('Failed to fetch'), FIELDS).message).toBe('Server might be busy please try again later');
    expect(sortServerErrors(new ApiError(500, 'Something went wrong.'), FIELDS).message).toBe('Server might be busy please try again later');
    expect(sortServerErrors(new TypeError('Failed to fetch'), FIELDS, 'We are unable to save your setting, please try again later.').message).toBe(
      'We are unable to save your setting, please try again later.',
    );
  });
});

describe('a refused billing switch', () => {
  it('shows the API’s message when it answered one, and the switch’s own failure text otherwise', () => {
    const fallback = 'We are unable to save. Please try again later or contact support for assistance.';
    expect(changeFailure(new ApiError(403, 'Sales users cannot change billing.'), fallback)).toBe('Sales users cannot change billing.');
    expect(changeFailure(new ApiError(502, 'Bad gateway'), fallback)).toBe(fallback);
    expect(changeFailure(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
