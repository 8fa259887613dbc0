/** The avatar's stand-in: the first letter of the client's name, in capitals ('ș' → 'Ș'). */
export function initialOf(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toLocaleUpperCase('ro-RO');
}

/** Only web addresses become images: an avatar address is stored text, not to be trusted blindly. */
export function avatarSrc(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'https://example.invalid');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
