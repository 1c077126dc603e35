import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { notifications } from '@mantine/notifications';
import { Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useT } from '../../../lib/i18n/i18n-context';
import { previousPath } from '../../../lib/navigation/previous-path';
import { useFeatureAgreement, useRecordAgreement, type FeatureId } from '../api/feature-agreement';

interface GateProps {
  featureId: FeatureId;
  /** The feature as the user knows it (the module's name), shown in the dialog and recorded. */
  featureName: string;
  /** Where declining goes when the user did not come from another page of the app. */
  fallbackPath: string;
  children: ReactNode;
}

/**
 * A beta feature's service agreement (docs/product.md, Campaigns and the four modules): until the user has
 * agreed, the Service Agreement dialog stands in front of the page. "Yes I Agree" records it and opens the
 * page; declining returns to the previous path; a recording failure says so and reloads the route.
 */
export function ServiceAgreementGate(props: GateProps) {
  const t = useT();
  return (
    <Suspense fallback={<PageSkeleton label={t('agreement.checking')} />}>
      <Gate {...props} />
    </Suspense>
  );
}

function Gate({ featureId, featureName, fallbackPath, children }: GateProps) {
  const t = useT();
  const agreement = useFeatureAgreement(featureId);
  const record = useRecordAgreement();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();

  if (agreement.status === 'T') return <>{children}</>;

  const decline = () => void navigate(previousPath() ?? fallbackPath, { replace: true });
  const agree = () =>
    record.mutate(
      { feature_id: featureId, feature_name: featureName, location_menu: pathname },
      {
        onError: () => {
          notifications.show({ color: 'red', message: t('agreement.failed') });
          void revalidator.revalidate();
        },
      },
    );

  return (
    <Dialog opened onClose={decline} title={t('agreement.title')} closeOnClickOutside={false}>
      <Text>{t('agreement.body', { feature: featureName })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={decline}>
          {t('agreement.decline')}
        </Button>
        <Button onClick={agree} loading={record.isPending}>
          {t('agreement.agree')}
        </Button>
      </Group>
    </Dialog>
  );
}
