/**
 * Comments point somewhere a reader of the repository can go: a section of docs/product.md or
 * docs/decisions.md, by its title. Two checks over the repository's text:
 * - nothing cites the spec's seed documents by section, or an issue by number (documents a
 *   reader of the repository does not have; docs/product.md says the rules in our own words);
 * - every `docs/product.md, <Title>` or `docs/decisions.md, <Title>` names a heading of that file.
 * The patterns are built from pieces so that this file does not match itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TextFile {
  path: string;
  text: string;
}

export interface Finding {
  path: string;
  line: number;
  text: string;
}

const SEED_SECTION = new RegExp(['se', 'ed 0\\d\\d'].join(''), 'i');
const SECTION_SIGN = new RegExp(String.fromCharCode(0xa7) + '\\s*\\d');
const RFC_SECTION = new RegExp('RFC \\d+,? ' + String.fromCharCode(0xa7) + '\\s*[\\d.]+', 'g');
const ISSUE_NUMBER = new RegExp(['\\bis', 'sues? #?\\d+'].join(''), 'i');

/** Lines that cite a seed document's section or an issue number (an RFC's section sign is fine). */
export function seedOrIssueCitations(files: TextFile[]): Finding[] {
  const found: Finding[] = [];
  for (const f of files) {
    f.text.split('\n').forEach((raw, i) => {
      const line = raw.replace(RFC_SECTION, '');
      if (SEED_SECTION.test(line) || SECTION_SIGN.test(line) || ISSUE_NUMBER.test(line)) found.push({ path: f.path, line: i + 1, text: raw.trim() });
    });
  }
  return found;
}

/** A heading's title: its text without a trailing parenthesis (where the code lives, a note). */
export function headingTitles(markdown: string): string[] {
  const titles = new Set<string>();
  for (const m of markdown.matchAll(/^#{2,4} +(.+?) *$/gm)) {
    const full = m[1] ?? '';
    titles.add(full);
    titles.add(full.replace(/ +\([^()]*\)$/, ''));
  }
  return [...titles];
}

const CITED_DOCS = ['product', 'decisions'] as const;
export type CitedDoc = (typeof CITED_DOCS)[number];

const CITATION = /docs\/(product|decisions)\.md(?:,[ \t]*|[ \t]+)(["“]?)(?=[A-Z])/g;
const BARE_CITATION = /\(docs\/(?:product|decisions)\.md\)/g;
/** What may follow a title that is not quoted: the end of the sentence or clause, or nothing. */
const BOUNDARY = /^(?:$|[\s]*[:,;.)\]`'"”*]|\s+[-–—(])/;

/**
 * Citations of a section that does not exist, or of no section at all. A comment's lines are joined first (a title may
 * wrap), so `docs/decisions.md, Money you\n * can trust` is read as one. A quoted title must be a
 * heading's, or a heading's followed by ": <point>"; an unquoted one must start with a heading's
 * and end there (the longest heading that fits is taken).
 */
export function staleCitations(files: TextFile[], docs: Record<CitedDoc, string>): Finding[] {
  const titles = Object.fromEntries(CITED_DOCS.map((d) => [d, headingTitles(docs[d]).sort((a, b) => b.length - a.length)])) as Record<CitedDoc, string[]>;
  const found: Finding[] = [];
  for (const f of files) {
    // Join comment continuation lines, keeping a map from the joined text back to line numbers.
    const lineStarts: number[] = [];
    let joined = '';
    f.text.split('\n').forEach((raw, i) => {
      const cont = i > 0 ? raw.replace(/^\s*(?:\*(?!\/)|\/\/|#(?!#))?\s*/, '') : raw;
      lineStarts.push(joined.length);
      joined += (i > 0 ? ' ' : '') + cont;
    });
    const lineOf = (offset: number) => {
      let n = 0;
      while (n + 1 < lineStarts.length && (lineStarts[n + 1] ?? Infinity) <= offset) n++;
      return n + 1;
    };
    // "(docs/decisions.md)" alone points at a whole file of a thousand lines: name the section.
    for (const m of joined.matchAll(BARE_CITATION)) found.push({ path: f.path, line: lineOf(m.index ?? 0), text: m[0] });
    for (const m of joined.matchAll(CITATION)) {
      const doc = m[1] as CitedDoc;
      const quote = m[2] ?? '';
      const start = (m.index ?? 0) + m[0].length;
      const rest = joined.slice(start, start + 300);
      let ok: boolean;
      if (quote) {
        const close = rest.search(/["”]/);
        const cited = close < 0 ? rest : rest.slice(0, close);
        ok = titles[doc].some((t) => cited === t || cited.startsWith(`${t}: `) || cited.startsWith(`${t}, `));
      } else {
        ok = titles[doc].some((t) => rest.startsWith(t) && BOUNDARY.test(rest.slice(t.length)));
      }
      if (!ok) found.push({ path: f.path, line: lineOf(m.index ?? 0), text: `${m[0]}${rest.slice(0, 80)}` });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * What a page's contents list gets wrong (docs/decisions.md, Citations in comments): a `##`
 * section with no line in the list, or a line whose link points at no heading. `###` headings may
 * be listed too; the list is the `## Contents` section's `- [title](#anchor)` lines.
 */
export function contentsProblems(markdown: string): string[] {
  const headings = [...markdown.matchAll(/^(#{2,3}) +(.+?) *$/gm)].map((m) => ({ level: m[1]?.length ?? 0, title: m[2] ?? '' }));
  const anchors = new Set(headings.map((h) => headingAnchor(h.title)));
  const contents = /^## Contents\n((?:[ \t]*- .*\n?)*)/m.exec(markdown);
  if (!contents) return ['no "## Contents" section'];
  const linked = [...(contents[1] ?? '').matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1] ?? '');
  const problems: string[] = [];
  for (const anchor of linked) if (!anchors.has(anchor)) problems.push(`contents links #${anchor}, which is no heading`);
  const listed = new Set(linked);
  for (const h of headings) {
    if (h.level === 2 && h.title !== 'Contents' && !listed.has(headingAnchor(h.title))) problems.push(`"${h.title}" is not in the contents (add - [${h.title}](#${headingAnchor(h.title)}))`);
  }
  return problems;
}

export const ROOT_DIR = join(import.meta.dirname, '../..');

/** The repository's own source and documentation files the two rules cover. */
export function repositoryFiles(): TextFile[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', 'packages', 'tests', 'stacks', 'README.md', 'docs'], { cwd: ROOT_DIR, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((p) => /\.(ts|tsx|mts|js|mjs|md)$/.test(p) && !p.includes('node_modules/'))
    .map((path) => ({ path, text: readFileSync(join(ROOT_DIR, path), 'utf8') }));
}

export const readDoc = (doc: CitedDoc | 'performance') => readFileSync(join(ROOT_DIR, 'docs', `${doc}.md`), 'utf8');
