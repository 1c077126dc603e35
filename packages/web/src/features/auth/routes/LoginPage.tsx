import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { landingPath } from '../../../lib/access/menu';
import { useBrand } from '../../../lib/branding/brand-context';
import { LoginForm } from '../components/LoginForm';
import classes from './LoginPage.module.css';

export function LoginPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  useDocumentTitle(`Sign in · ${brand.name}`);
  return (
    <Center component="main" mih="100vh" p="md" className={classes.page}>
      <Paper withBorder shadow="md" radius="md" w="100%" maw={420} className={classes.card}>
        <Stack align="center" gap="xs" p="lg" className={classes.brand}>
          <BrandLogo />
          <Title order={1} fz="h3">
            {brand.name}
          </Title>
        </Stack>
        <Stack p="lg" gap="md">
          <Text fw={600}>Sign in to your account</Text>
          <LoginForm onSignedIn={(user) => void navigate(landingPath(user), { replace: true })} />
        </Stack>
      </Paper>
    </Center>
  );
}
