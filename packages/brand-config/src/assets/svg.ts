import type { BrandGroup, PaymentLogoKind } from '../codes.ts';

/** Colours of each group's artwork (logos, decorations); the themes carry the same identities. */
export const GROUP_ARTWORK = {
  CB: { primary: '#d6001c', secondary: '#ffffff', ink: '#1d1d1b', initials: 'CB' },
  CK: { primary: '#5b2a86', secondary: '#f4b400', ink: '#1f1235', initials: 'CK' },
  GCS: { primary: '#00857c', secondary: '#ffd166', ink: '#0f2d2b', initials: 'GS' },
} as const satisfies Record<BrandGroup, { primary: string; secondary: string; ink: string; initials: string }>;

export type LogoSlot = 'main' | 'footer' | 'business' | 'modal';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);

const FONT = "font-family=\"'Helvetica Neue', Arial, sans-serif\"";

function mark(group: BrandGroup, size: number, x: number, y: number): string {
  const art = GROUP_ARTWORK[group];
  const r = size * 0.22;
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r}" fill="${art.primary}"/>`,
    `<path d="M${x + size * 0.5} ${y + size * 0.12}v${size * 0.5}M${x + size * 0.2} ${y + size * 0.37}h${size * 0.6}" stroke="${art.secondary}" stroke-width="${size * 0.08}" stroke-linecap="round"/>`,
    `<text x="${x + size * 0.5}" y="${y + size * 0.88}" text-anchor="middle" ${FONT} font-size="${size * 0.24}" font-weight="700" fill="${art.secondary}">${art.initials}</text>`,
  ].join('');
}

const SLOT_BOX: Record<LogoSlot, { width: number; height: number }> = {
  main: { width: 200, height: 80 },
  footer: { width: 202, height: 52 },
  business: { width: 252, height: 86 },
  modal: { width: 48, height: 48 },
};

/** A brand logo: the group's gift mark, the brand name and the storefront's country code. */
export function logoSvg(input: { group: BrandGroup; name: string; country: string; slot: LogoSlot }): string {
  const { width, height } = SLOT_BOX[input.slot];
  const art = GROUP_ARTWORK[input.group];
  const title = `<title>${escapeXml(`${input.name} ${input.country}`)}</title>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`;
  if (input.slot === 'modal') {
    return `${open}${title}${mark(input.group, 48, 0, 0)}</svg>\n`;
  }
  const markSize = height * 0.8;
  const pad = height * 0.1;
  const textX = pad + markSize + height * 0.15;
  const nameSize = Math.min(height * 0.3, (width - textX - 4) / Math.max(input.name.length * 0.64, 1));
  const badgeY = pad + markSize * 0.58;
  const lines = [
    open,
    title,
    mark(input.group, markSize, pad, pad),
    `<text x="${textX}" y="${pad + markSize * 0.45}" ${FONT} font-size="${nameSize.toFixed(1)}" font-weight="700" fill="${art.ink}">${escapeXml(input.name)}</text>`,
    `<rect x="${textX}" y="${badgeY}" width="${height * 0.36}" height="${height * 0.22}" rx="${height * 0.05}" fill="${art.primary}"/>`,
    `<text x="${textX + height * 0.18}" y="${badgeY + height * 0.165}" text-anchor="middle" ${FONT} font-size="${(height * 0.15).toFixed(1)}" font-weight="700" fill="${art.secondary}">${escapeXml(input.country)}</text>`,
  ];
  if (input.slot === 'business') {
    lines.push(`<text x="${textX + height * 0.45}" y="${badgeY + height * 0.165}" ${FONT} font-size="${(height * 0.16).toFixed(1)}" font-weight="600" fill="${art.ink}">Business</text>`);
  }
  lines.push('</svg>\n');
  return lines.join('');
}

/** A neutral badge with a payment method's name. */
export function paymentBadgeSvg(kind: PaymentLogoKind, label: string): string {
  const width = 64;
  const size = Math.min(11, 100 / Math.max(label.length, 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img"><title>${escapeXml(label)}</title><rect x="0.5" y="0.5" width="${width - 1}" height="39" rx="6" fill="#ffffff" stroke="#c9ccd1"/><text x="${width / 2}" y="24" text-anchor="middle" ${FONT} font-size="${size.toFixed(1)}" font-weight="700" fill="#1f2933" data-kind="${escapeXml(kind)}">${escapeXml(label)}</text></svg>\n`;
}

/** A round seal with the certifier's name. */
export function trustMarkSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"><title>${escapeXml(name)}</title><circle cx="32" cy="32" r="30" fill="#ffffff" stroke="#2f6f3e" stroke-width="3"/><path d="M20 33l8 8 16-18" fill="none" stroke="#2f6f3e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><text x="32" y="56" text-anchor="middle" ${FONT} font-size="6" font-weight="700" fill="#2f6f3e">${escapeXml(name.toUpperCase().slice(0, 18))}</text></svg>\n`;
}

/** A ribbon in the group's colours, shown above the header. */
export function decorationSvg(group: BrandGroup): string {
  const art = GROUP_ARTWORK[group];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="30" viewBox="0 0 1280 30" preserveAspectRatio="none" role="img"><title>${group} ribbon</title><rect width="1280" height="30" fill="${art.primary}"/><path d="M0 22 Q160 4 320 22 T640 22 T960 22 T1280 22" fill="none" stroke="${art.secondary}" stroke-width="3"/></svg>\n`;
}

/** The All-in-1 Choice gift card. */
export function choiceCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img"><title>All-in-1 Choice gift card</title><rect width="320" height="200" rx="16" fill="#1f2933"/><rect x="24" y="24" width="56" height="40" rx="6" fill="#f2c94c"/><text x="24" y="130" ${FONT} font-size="28" font-weight="700" fill="#ffffff">All-in-1</text><text x="24" y="164" ${FONT} font-size="20" fill="#f2c94c">Choice gift card</text></svg>\n`;
}
