import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OnboardingStatus } from '@platform/core/contracts';
import { Wizard, type WizardStep } from '../../../components/wizard/Wizard';
import { wizardFinish } from '../../../components/wizard/wizard-rules';
import { useGuardContext } from '../../../lib/access/guard-context';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { shownMessageOf } from '../../../lib/forms/shown-error';
import { notify } from '../../../lib/notify';
import { cardQueryOptions } from '../api/card';
import { connectedAccountQueryOptions } from '../../../lib/payments/connected-account';
import { useOnboardingStatus } from '../api/onboarding-status';
import { useCompleteSetup } from '../api/setup-complete';
import { ConnectAccount } from '../../../components/payments/ConnectAccount';
import { Loading } from '../components/Loading';
import { PaymentStep } from '../components/PaymentStep';
import { ProfileForm, type ProfileStepHandle } from '../components/ProfileForm';
import { connectStepDone, firstStep, setupSteps, type SetupStepKey } from '../setup-steps';

const LABELS: Record<SetupStepKey, string> = { profile: 'Profile', business: 'Business address', payment: 'Payment setup', connect: 'Connect Stripe' };

/** Profile Setup (/user/profile-setup and -v1): a wizard (docs/product.md, Wizards) over the user's setup steps. */
export function ProfileSetupPage() {
  useDocumentTitle('Profile Setup');
  const user = useCurrentUser();
  const status = useOnboardingStatus(user.id);
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} fz="h2">
          Profile Setup
        </Title>
        <Text c="dimmed" size="sm">
          A few steps before you start: your profile, how you pay{status.data?.account_connection_required ? ', and the Stripe account your clients pay you through' : ''}.
        </Text>
      </div>
      <Loading query={status} label="setup">
        {(s) => <SetupWizard status={s} />}
      </Loading>
    </Stack>
  );
}

function SetupWizard({ status }: { status: OnboardingStatus }) {
  const user = useCurrentUser();
  const ctx = useGuardContext();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const complete = useCompleteSetup();
  const person = useRef<ProfileStepHandle>(null);
  const business = useRef<ProfileStepHandle>(null);
  const [paymentMissing, setPaymentMissing] = useState(false);
  const [connectMissing, setConnectMissing] = useState(false);
  const keys = useMemo(() => setupSteps(status), [status]);
  const [initial] = useState(() => firstStep(keys, status, location.search));
  const returnPage = location.pathname.endsWith('-v1') ? 'profile-setup-v1' : 'profile-setup';

  const content: Record<SetupStepKey, ReactNode> = {
    profile: <ProfileForm user={user} part="1" stepRef={person} />,
    business: <ProfileForm user={user} part="2" stepRef={business} />,
    payment: <PaymentStep missing={paymentMissing} />,
    connect: (
      <Stack gap="sm">
        {connectMissing ? <Text c="var(--mantine-color-error)">Connect your Stripe account to continue.</Text> : null}
        <ConnectAccount who="agency" id={user.company_id} returnPage={returnPage} />
      </Stack>
    ),
  };
  const steps: WizardStep[] = keys.map((k) => ({ key: k, label: LABELS[k], content: content[k] }));

  const check = async (index: number): Promise<boolean> => {
    switch (keys[index]) {
      case 'profile':
        return (await person.current?.save()) ?? false;
      case 'business':
        return (await business.current?.save()) ?? false;
      case 'payment': {
        const card = await queryClient.fetchQuery({ ...cardQueryOptions(), staleTime: 0 }).catch(() => undefined);
        setPaymentMissing(!card?.card);
        return Boolean(card?.card);
      }
      case 'connect': {
        const account = await queryClient.fetchQuery({ ...connectedAccountQueryOptions(user.company_id), staleTime: 0 }).catch(() => undefined);
        const done = account !== undefined && connectStepDone(account.status);
        setConnectMissing(!done);
        return done;
      }
      default:
        return true;
    }
  };

  const finish = wizardFinish(ctx);
  return (
    <Card withBorder padding="lg">
      <Wizard
        label="Profile Setup"
        steps={steps}
        check={check}
        initialStep={initial}
        finishLabel={finish.label}
        onFinish={() =>
          complete.mutate(undefined, {
            onSuccess: (answer) => {
              notify('success', answer.message);
              void navigate(finish.path);
            },
            onError: (e) => notify('error', shownMessageOf(e)),
          })
        }
      />
    </Card>
  );
}
