import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_DATA } from './font-data.js';
import { BANNER_FONT_FILES } from './font-files.js';

describe('the banner font the server draws with', () => {
  it.each(BANNER_FONT_FILES.map((f) => f.file))('%s is the very file the preview loads (run build-font-data.ts after changing a font)', (file) => {
    expect(FONT_DATA[file]).toBe(readFileSync(new URL(file, import.meta.url)).toString('base64'));
  });
});
