import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginRequestSchema, verifyLoginRequestSchema } from '@platform/core/contracts';
import { judge, withFieldJudged, type FieldMessages } from './field-errors';

describe('the sign-in forms judge their fields with core’s schemas', () => {
  it('a valid form gives the parsed request (the e-mail trimmed and lower-cased, as the server takes it)', () => {
    expect(judge(loginRequestSchema, { username: '  Ann@Example.COM ', password: 'secret', domainName: 'acme.localhost' })).toEqual({
      ok: true,
      data: { username: 'ann@example.com', password: 'secret', domainName: 'acme.localhost' },
    });
  });

  it('each refused field gets its first message, as the forms showed them with react-hook-form', () => {
    const judged = judge(loginRequestSchema, { username: '', password: '', domainName: 'acme.localhost' });
    expect(judged).toEqual({
      ok: false,
      errors: { username: { type: 'validation', message: 'Email is required' }, password: { type: 'validation', message: 'Password is required' } },
    });
  });

  it('a rule without a message of its own says which rule, in English', () => {
    const judged = judge(loginRequestSchema, { username: `${'a'.repeat(250)}@b.co`, password: 'x', domainName: 'acme.localhost' });
    expect(judged.ok ? null : judged.errors.username?.message).toBe('Too big: expected string to have <=254 characters');
  });

  it('the reset-link request and the code step keep their messages', () => {
    const forgot = judge(forgotPasswordSchema, { email: 'not-an-email', domainName: 'acme.localhost' });
    expect(forgot.ok ? null : forgot.errors.email?.message).toBe('Enter a valid e-mail address');
    const code = judge(verifyLoginRequestSchema, { email: 'ann@example.com', code: '12a', otp_token: 't' });
    expect(code.ok ? null : code.errors).toEqual({ code: { type: 'validation', message: 'Enter the 6-digit code' } });
  });

  it('a change judges only the changed field: its message follows the schema, the others stay as shown', () => {
    const shown: FieldMessages<{ username: string; password: string }> = { username: { type: 'server', message: 'Taken.' }, password: { type: 'validation', message: 'Password is required' } };
    expect(withFieldJudged(shown, 'username', {})).toEqual({ password: shown.password });
    expect(withFieldJudged(shown, 'password', { username: { type: 'validation', message: 'x' } })).toEqual({ username: shown.username });
  });
});
