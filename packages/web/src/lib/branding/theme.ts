import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from './brand';
import { legibleShade, readableText } from './contrast';
import { paletteFrom } from './palette';

const SYSTEM_FONTS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The tenant's font first when the device has it; nothing is fetched from a font service. */
const fontStack = (font: string | null) => (font ? `'${font}', ${SYSTEM_FONTS}` : SYSTEM_FONTS);

export function themeFor(brand: Brand): MantineThemeOverride {
  return createTheme({
    primaryColor: brand.linkColor ? 'brand' : 'blue',
    primaryShade: 6,
    autoContrast: true,
    ...(brand.linkColor ? { colors: { brand: paletteFrom(brand.linkColor) } } : {}),
    fontFamily: fontStack(brand.font),
    headings: { fontFamily: fontStack(brand.font) },
    // Mantine's notification close button has no name of its own (axe: button-name, critical).
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } } },
  });
}

// The lightest surface text sits on in each theme, which the brand's links must read on: white in
// the light theme; in the dark one, cards and papers (dark-6), lighter than the body (dark-7).
const LIGHT_BODY = '#ffffff';
const DARK_SURFACE = '#2e2e2e';

/**
 * The brand's surfaces as CSS variables (--brand-*), for the header, sidebar and page background.
 * Text on a brand colour is the tenant's text colour when it reads there, otherwise dark or white
 * (contrast.ts); links keep the brand's colour, nudged to a shade that reads on the page. The
 * template background is a light-theme colour, so the dark theme keeps its own body colour.
 */
export function brandVariables(brand: Brand): CSSVariablesResolver {
  const sidebarBg = brand.sidebarColor ?? 'var(--mantine-color-body)';
  const sidebarText = brand.sidebarColor ? readableText(brand.sidebarColor) : 'var(--mantine-color-text)';
  const boxBg = brand.boxColor ?? 'var(--mantine-color-body)';
  const boxText = brand.boxColor ? readableText(brand.boxColor, brand.textColor) : 'var(--mantine-color-text)';
  const link = brand.linkColor;
  return () => ({
    variables: {
      '--brand-sidebar-bg': sidebarBg,
      '--brand-sidebar-text': sidebarText,
      '--brand-box-bg': boxBg,
      '--brand-box-text': boxText,
    },
    // Mantine's dimmed grey and error red are under 4.5:1 on white and on pale brand
    // backgrounds; these shades are not (and the dark theme's counterparts on dark grey).
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--brand-page-bg': brand.templateColor ?? 'var(--mantine-color-gray-0)',
      ...(link ? { '--mantine-color-anchor': legibleShade(link, brand.templateColor ?? LIGHT_BODY) } : {}),
    },
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      '--brand-page-bg': 'var(--mantine-color-dark-8)',
      ...(link ? { '--mantine-color-anchor': legibleShade(link, DARK_SURFACE) } : {}),
    },
  });
}
