import { Image } from '@mantine/core';
import { useBrand } from '../lib/branding/brand-context';

/** The tenant's logo at the spec's size (at most 125 px wide), named for screen readers. */
export function BrandLogo() {
  const brand = useBrand();
  if (!brand.logo) return null;
  return <Image src={brand.logo} alt={`${brand.name} logo`} maw={125} w="auto" h="auto" fit="contain" />;
}
