import { Anchor, Button, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';

const REASONS = {
  invalid: {
    title: 'This link is not valid',
    text: 'The link may be incomplete, or it was meant for another address. Copy the whole link from the e-mail, or ask for a new one.',
  },
  expired: {
    title: 'This link has expired',
    text: 'A link to set a new password works for one hour. Ask for a new one and use it within the hour.',
  },
  used: {
    title: 'This link has already been used',
    text: 'Each link sets a password once. If you still need to change your password, ask for a new link.',
  },
} as const;

const reasonOf = (value: string | null): keyof typeof REASONS => (value === 'expired' || value === 'used' ? value : 'invalid');

/** /reset-password-invalid?reason=invalid|expired|used: why the link did not open, and what to do. */
export function ResetPasswordInvalidPage() {
  const [params] = useSearchParams();
  const reason = REASONS[reasonOf(params.get('reason'))];
  return (
    <AuthLayout heading={reason.title}>
      <FormAlert kind="error">{reason.text}</FormAlert>
      <Button component={Link} to="/login?forgot=1" fullWidth>
        Request a new link
      </Button>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
