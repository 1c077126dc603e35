import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginChallenge } from '@platform/core/contracts';
import { AuthLayout } from '../components/AuthLayout';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { LoginForm } from '../components/LoginForm';
import { TwoFactorStep } from '../components/TwoFactorStep';

/**
 * Sign-in: the password step, then (with two-factor on) the code step. `?forgot=1` shows the
 * request for a reset link instead, so the invalid-link page and the back button can reach it.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<{ challenge: LoginChallenge; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // `/` sends a signed-in user to their landing page, so the rule for where that is stays in one place.
  const signedIn = () => void navigate('/', { replace: true });

  if (params.has('forgot')) {
    return (
      <AuthLayout heading="Forgot your password?" pageTitle="Forgot password">
        <ForgotPasswordForm />
      </AuthLayout>
    );
  }
  if (step) {
    return (
      <AuthLayout heading="Two-factor authentication" pageTitle="Sign in">
        <TwoFactorStep
          challenge={step.challenge}
          email={step.email}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setNotice(message);
            setStep(null);
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout heading="Sign in to your account" pageTitle="Sign in">
      <LoginForm
        notice={notice}
        onOutcome={(outcome) => {
          setNotice(null);
          if (outcome.kind === 'verify') setStep({ challenge: outcome.challenge, email: outcome.email });
          else signedIn();
        }}
      />
    </AuthLayout>
  );
}
