/** The help dialog's picture: a screen with a question in a speech bubble, drawn in the brand's colours. */
export function HelpIllustration() {
  return (
    <svg viewBox="0 0 240 120" width="100%" height={120} role="img" aria-label="A person asking a question at a screen">
      <rect x="40" y="14" width="120" height="80" rx="8" fill="var(--mantine-color-default)" stroke="var(--mantine-primary-color-filled)" strokeWidth="3" />
      <rect x="52" y="28" width="60" height="8" rx="4" fill="var(--mantine-primary-color-light)" />
      <rect x="52" y="44" width="90" height="6" rx="3" fill="var(--mantine-color-dimmed)" opacity="0.35" />
      <rect x="52" y="56" width="76" height="6" rx="3" fill="var(--mantine-color-dimmed)" opacity="0.35" />
      <rect x="52" y="68" width="84" height="6" rx="3" fill="var(--mantine-color-dimmed)" opacity="0.35" />
      <rect x="86" y="94" width="28" height="10" fill="var(--mantine-primary-color-filled)" opacity="0.6" />
      <path d="M170 20h50a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8h-30l-14 12v-12h-6a8 8 0 0 1-8-8V28a8 8 0 0 1 8-8z" fill="var(--mantine-primary-color-filled)" />
      <text x="195" y="53" textAnchor="middle" fontSize="30" fontWeight="700" fill="var(--mantine-primary-color-contrast)">?</text>
    </svg>
  );
}
