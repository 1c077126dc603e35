import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { registerSchema } from '@platform/core/contracts';
import { PhoneField } from '../../../components/inputs/form-fields';
import { DEFAULT_PHONE_COUNTRY } from '../../../components/inputs/phone-rules';
import { useReferralCheck } from '../api/referral-check';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { placeServerErrors } from '../../../lib/forms/server-errors';

/** Core leaves the confirmation optional; when it is typed, it has to match. */
const signUpSchema = registerSchema.refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
  path: ['password_confirmation'],
  message: 'The password and its confirmation do not match.',
});

const FIELDS = ['companyname', 'name', 'email', 'phonenum', 'phone_country_code', 'password', 'password_confirmation'] as const;

/**
 * Sign-up. On an agency's domain (/register) a client signs up with that agency; on the platform's
 * domain (/agency-register/{referralCode?}) an agency signs up, with the referral code of the link
 * when the platform knows it (the page names the referring agency, or says the link is not valid).
 * The answer is the same whether or not the e-mail already had an account.
 */
export function RegisterPage({ userType }: { userType: 'client' | 'userdownline' }) {
  const { referralCode } = useParams();
  const signUp = useRegister();
  const referral = useReferralCheck(referralCode, window.location.hostname);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      companyname: '',
      name: '',
      email: '',
      phonenum: '',
      phone_country_code: DEFAULT_PHONE_COUNTRY as string,
      password: '',
      password_confirmation: '',
      userType,
      domainName: window.location.hostname,
    },
  });
  const { errors } = form.formState;
  const heading = userType === 'client' ? 'Create your account' : 'Register your agency';

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    // Only a code the platform knows goes with the sign-up; an unknown one is left out, as the page said.
    const refcode = referralCode && referral.data?.valid ? { refcode: referralCode } : {};
    signUp.mutate({ ...values, ...refcode }, { onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)) });
  });

  if (signUp.isSuccess) {
    return (
      <AuthLayout heading={heading}>
        <FormAlert kind="success" title="Thank you">
          {signUp.data.message}
        </FormAlert>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </AuthLayout>
    );
  }

  const email = form.register('email');
  return (
    <AuthLayout heading={heading} width={520}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={heading}>
        <Stack gap="md">
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
          {referral.data?.valid ? <FormAlert kind="info">Referred by {referral.data.agencyName}.</FormAlert> : null}
          {referral.data && !referral.data.valid ? <FormAlert kind="info">This referral link is not valid. You can still register without it.</FormAlert> : null}
          <TextInput label="Company name" autoComplete="organization" required {...form.register('companyname')} error={errors.companyname?.message} />
          <TextInput label="Full name" autoComplete="name" required {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...email}
            onChange={(e) => {
              e.currentTarget.value = e.currentTarget.value.toLowerCase();
              void email.onChange(e);
            }}
            error={errors.email?.message}
          />
          <PhoneField
            control={form.control}
            name="phonenum"
            country={form.watch('phone_country_code')}
            onCountry={(code) => form.setValue('phone_country_code', code)}
            countryError={errors.phone_country_code?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 12 characters."
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Button type="submit" fullWidth loading={signUp.isPending} disabled={referral.isLoading}>
            Sign up
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" underline="always">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}

/** /register: a client signs up with the agency whose site this is. */
export const ClientRegisterPage = () => <RegisterPage userType="client" />;

/** /agency-register/{referralCode?}: an agency signs up on the platform's site. */
export const AgencyRegisterPage = () => <RegisterPage userType="userdownline" />;
