/** The banner font's files (Inter, latin, SIL Open Font License 1.1: OFL.txt beside them). */
export const BANNER_FONT_FILES = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
] as const;
