// Escaping for the XML endpoints (sitemap, Atom feed). Characters XML 1.0 forbids (most control
// characters, lone surrogates) are dropped: one in a session's title would make the whole feed
// unreadable to every feed reader.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
