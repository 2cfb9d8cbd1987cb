/**
 * Escapes text for XML (SVG, the sitemap): in element content and in attribute values quoted
 * either way. The five characters XML predefines, and only those.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
