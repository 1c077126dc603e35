import { getCompanyWithAncestors } from './companies.js';

/** The name a user's mail goes out under: their agency for agency users and clients, else the platform. */
export async function brandNameFor(rootId: string, companyId: string): Promise<string> {
  const chain = await getCompanyWithAncestors(rootId, companyId);
  if (!chain) return 'Your platform';
  return chain.company.kind === 'client' ? (chain.parent?.name ?? chain.root.name) : chain.company.name;
}
