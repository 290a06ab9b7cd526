// Just enough HTML reading for tests of our own generated pages: the URLs a page references.

export interface Reference {
  tag: string;
  attr: string;
  url: string;
}

const TAG = /<(a|link|script|img|source|iframe|use|image)\b([^>]*)>/gi;
const ATTR = /\s(href|src|srcset|xlink:href)\s*=\s*("([^"]*)"|'([^']*)')/gi;

export function decodeEntities(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e as string]!);
}

export function referencesIn(html: string): Reference[] {
  const out: Reference[] = [];
  for (const tag of html.matchAll(TAG)) {
    for (const attr of tag[2].matchAll(ATTR)) {
      const value = decodeEntities(attr[3] ?? attr[4] ?? '');
      const urls = attr[1].toLowerCase() === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]) : [value];
      for (const url of urls) if (url) out.push({ tag: tag[1].toLowerCase(), attr: attr[1].toLowerCase(), url });
    }
  }
  return out;
}

/** Stylesheets and scripts the browser loads eagerly (module scripts included, dynamic imports not). */
export function eagerAssets(html: string): { css: string[]; js: string[]; inlineJs: string[]; inlineCss: string[] } {
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean) as string[];
  const js = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map((m) => m[1]);
  const inlineJs = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return { css, js, inlineJs, inlineCss };
}
