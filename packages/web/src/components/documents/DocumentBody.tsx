import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeDocument } from './sanitize-document';

/** A document's HTML, sanitised in the browser, in the theme's typography. */
export function DocumentBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDocument(html), [html]);
  // Sanitised with DOMPurify just above.
  return <Typography dangerouslySetInnerHTML={{ __html: safe }} />;
}
