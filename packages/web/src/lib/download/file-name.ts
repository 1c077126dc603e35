/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*=UTF-8''…` first, as the
 * RFC asks, then `filename="…"` or a bare `filename=…`. Null when the header names no usable file,
 * so the caller's own name is used.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([\w!#$%&+^`{}~.-]+)'[\w-]*'([^;\s]+)/i.exec(header);
  if (extended?.[1] && extended[2] && /^utf-8$/i.test(extended[1])) {
    const decoded = decode(extended[2]);
    if (decoded !== null) {
      const safe = safeFileName(decoded);
      if (safe) return safe;
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return safeFileName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header);
  return bare?.[1] ? safeFileName(bare[1]) : null;
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Only the last path segment, without control characters: a server cannot point a save at a folder. */
function safeFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const last = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return last && last !== '.' && last !== '..' ? last : null;
}
