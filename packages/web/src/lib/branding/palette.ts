import { colorsTuple, darken, lighten, type MantineColorsTuple } from '@mantine/core';

/**
 * Ten shades around a tenant's colour, which sits at shade 6 (the theme's primary shade), so a
 * filled button shows exactly the colour the tenant chose.
 */
export function paletteFrom(hex: string): MantineColorsTuple {
  return colorsTuple([
    lighten(hex, 0.92),
    lighten(hex, 0.82),
    lighten(hex, 0.68),
    lighten(hex, 0.52),
    lighten(hex, 0.36),
    lighten(hex, 0.18),
    hex,
    darken(hex, 0.12),
    darken(hex, 0.24),
    darken(hex, 0.36),
  ]);
}
