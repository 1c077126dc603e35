import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { Branding } from '@platform/core/contracts';
import { useStoredUser } from '../auth/use-stored-user';
import { resolveBrand } from './brand';
import { BrandContext } from './brand-context';
import { brandVariables, themeFor } from './theme';

/** Until the domain answers, the screens wait on a neutral brand. */
const NEUTRAL: Branding = {
  company_name: '',
  logo: null,
  box_bgcolor: null,
  text_color: null,
  link_color: null,
  template_bgcolor: null,
  sidebar_bgcolor: null,
  font_theme: null,
};

// The first visit follows the operating system; a toggle is remembered under this key.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });

/** Mantine themed with the domain's brand, and the signed-in user's company's where it has one. */
export function BrandProvider({ branding, children }: { branding: Branding | undefined; children: ReactNode }) {
  const user = useStoredUser();
  const brand = useMemo(() => resolveBrand(branding ?? NEUTRAL, user), [branding, user]);
  const theme = useMemo(() => themeFor(brand), [brand]);
  const variables = useMemo(() => brandVariables(brand), [brand]);
  return (
    <BrandContext.Provider value={brand}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={variables}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        {children}
      </MantineProvider>
    </BrandContext.Provider>
  );
}
