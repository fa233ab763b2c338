export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Remembers used paths per language and numbers duplicates ('-2', '-3', …). */
export function uniquePaths(): (language: string, path: string) => string {
  const used = new Set<string>();
  return (language, path) => {
    let candidate = path;
    for (let suffix = 2; used.has(`${language}:${candidate}`); suffix += 1) candidate = `${path}-${suffix}`;
    used.add(`${language}:${candidate}`);
    return candidate;
  };
}
