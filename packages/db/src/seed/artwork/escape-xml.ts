/** Text for SVG markup: the five characters XML gives meaning to become character references. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
