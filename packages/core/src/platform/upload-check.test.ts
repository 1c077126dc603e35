import { describe, expect, it } from 'vitest';
import { sniffType } from './upload-check.js';

const bytes = (...b: number[]) => Buffer.from(b);

describe('what an upload really is, from its first bytes', () => {
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a GIF89a', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['a WebP', Buffer.concat([Buffer.from('RIFF'), bytes(0x24, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['a CSV', Buffer.from('email,first_name\nann@example.test,Ann\n'), 'text/csv'],
    ['a CSV with a BOM', Buffer.from('\uFEFFemail\nbob@example.test\n'), 'text/csv'],
  ])('%s is recognised', (_name, b, type) => expect(sniffType(b)).toBe(type));

  it.each([
    ['an HTML page', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['an XML prolog', Buffer.from('<?xml version="1.0"?><svg/>')],
    ['a ZIP (xlsx)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0)],
    ['an executable', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0)],
    ['nothing', Buffer.alloc(0)],
  ])('%s is not an image or a CSV', (_name, b) => expect(sniffType(b)).toBeUndefined());
});
