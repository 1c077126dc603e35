/**
 * Comments that point somewhere (docs/product.md, the opening): the repository cites its own
 * documents by section title, never the spec's seed documents by section or an issue by number.
 */
import { describe, expect, it } from 'vitest';
import { contentsProblems, headingAnchor, headingTitles, readDoc, repositoryFiles, seedOrIssueCitations, staleCitations, type TextFile } from './doc-citations.js';

// Built from pieces, so that this file does not trip the rule it tests.
const SEED = ['se', 'ed 001'].join('');
const SECTION = `${String.fromCharCode(0xa7)}4`;
const ISSUE = ['Iss', 'ue 13'].join('');

const docs = {
  product: '# The product\n## Contents\n## Data wallet\nText.\n## Campaigns and the four modules\n',
  decisions: '# Decisions\n## Money you can trust (the gateway and the ledger)\n### Delivery (`packages/core`)\n## Leads out: integrations and delivery\n',
};
const file = (text: string): TextFile[] => [{ path: 'packages/core/src/x.ts', text }];

describe('no comment cites a seed section or an issue number', () => {
  it('finds a seed section, a bare section sign and an issue number, on their lines', () => {
    const found = seedOrIssueCitations(file(`/** Presets (${SEED} ${SECTION}). */\nconst a = 1;\n// as ${SECTION} says\n// the pixel (${ISSUE})\n`));
    expect(found.map((f) => f.line)).toEqual([1, 3, 4]);
  });

  it('lets an RFC section and a plain mention of issues through', () => {
    expect(seedOrIssueCitations(file(`// RFC 6749 ${SECTION}.4 and RFC 6749, section 4.4\n// known issues with the gateway\n`))).toEqual([]);
  });

  it('holds for every file of packages, tests, stacks, README.md and docs', () => {
    expect(seedOrIssueCitations(repositoryFiles())).toEqual([]);
  });
});

describe('every citation of docs/product.md or docs/decisions.md names a section that exists', () => {
  it('reads a heading without its trailing parenthesis as its title', () => {
    expect(headingTitles(docs.decisions)).toEqual(expect.arrayContaining(['Money you can trust', 'Delivery', 'Leads out: integrations and delivery']));
  });

  it('accepts a title, quoted or not, with a point after it, across a wrapped comment', () => {
    const text = [
      '/** The amount (docs/product.md, Data wallet): at least 250. */',
      '// see docs/decisions.md, "Money you can trust": the run finishes it',
      ' * finished by the reconciliation run (docs/decisions.md, Money you',
      ' * can trust).',
      '// docs/decisions.md, Leads out: integrations and delivery.',
      '// docs/decisions.md "Delivery"',
      '// docs/product.md, Campaigns and the four modules',
    ].join('\n');
    expect(staleCitations(file(text), docs)).toEqual([]);
  });

  it('refuses a title that is not a heading, only the start of one, or none', () => {
    const text = [
      '// (docs/product.md, Wallet rules)',
      '// (docs/decisions.md, Leads): the client did what the stop asked',
      '// docs/decisions.md, "Money you can"',
      '// docs/product.md, Data wallets are prepaid',
      '// the sign-in forms use zod/mini (docs/decisions.md).',
    ].join('\n');
    expect(staleCitations(file(text), docs).map((f) => f.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('holds for every file of packages, tests, stacks, README.md and docs', () => {
    // This file's own planted examples are the only citations meant to fail.
    const files = repositoryFiles().filter((f) => !f.path.startsWith('tests/infra/doc-citations'));
    const stale = staleCitations(files, { product: readDoc('product'), decisions: readDoc('decisions') });
    expect(stale).toEqual([]);
  });
});

describe('each of the three pages opens with a contents list of its sections', () => {
  const page = ['# Decisions', '## Contents', '- [Money you can trust](#money-you-can-trust-the-gateway-and-the-ledger)', '  - [Delivery](#delivery-packagescore)', '', '## Money you can trust (the gateway and the ledger)', '### Delivery (`packages/core`)', ''].join('\n');

  it('links a heading by the anchor GitHub gives it', () => {
    expect(headingAnchor('Leads out: integrations and delivery (`packages/core/src/integrations`)')).toBe('leads-out-integrations-and-delivery-packagescoresrcintegrations');
    expect(headingAnchor("The sign-in page's first visit in brotli")).toBe('the-sign-in-pages-first-visit-in-brotli');
    expect(contentsProblems(page)).toEqual([]);
  });

  it('finds a section left out of the list, a link to no heading, and a page without a list', () => {
    const added = `${page}\n## Exclusion lists\nText.\n`.replace('](#delivery-packagescore)', '](#delivery)');
    expect(contentsProblems(added)).toEqual(['contents links #delivery, which is no heading', '"Exclusion lists" is not in the contents (add - [Exclusion lists](#exclusion-lists))']);
    expect(contentsProblems('# Notes\n## Test time\n')).toEqual(['no "## Contents" section']);
  });

  it.each(['decisions', 'product', 'performance'] as const)('holds for docs/%s.md', (doc) => {
    expect(contentsProblems(readDoc(doc))).toEqual([]);
  });
});
