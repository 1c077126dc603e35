import { createContext, useContext } from 'react';
import type { Brand } from './brand';

export const BrandContext = createContext<Brand | null>(null);

/** The brand in effect; only used below BrandProvider, which resolves it. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider above it');
  return brand;
}
