/**
 * `WebFetch(domain:…)` matching (permissions page, "WebFetch"): the URL's
 * hostname, case-insensitive, a trailing dot dropped on both sides; a
 * leading `*.` matches any subdomain at any depth but not the domain
 * itself; a bare `*` matches every host; any other `*` stands for the text
 * between two dots only.
 */

export function hostOf(url: string): string | undefined {
  try {
    const u = new URL(url.includes('://') ? url : `https://${url}`);
    return u.hostname === '' ? undefined : u.hostname;
  } catch {
    return undefined;
  }
}

function clean(s: string): string {
  return s.trim().toLowerCase().replace(/\.$/, '');
}

export function domainMatches(pattern: string, host: string): boolean {
  const p = clean(pattern);
  const h = clean(host);
  if (p === '*') return true;
  if (p.startsWith('*.')) {
    const rest = p.slice(2);
    return h.endsWith(`.${rest}`) && labelsMatch(rest, h.slice(h.length - rest.length));
  }
  return labelsMatch(p, h);
}

function labelsMatch(p: string, h: string): boolean {
  const pl = p.split('.');
  const hl = h.split('.');
  if (pl.length !== hl.length) return false;
  return pl.every((label, i) => {
    if (!label.includes('*')) return label === hl[i];
    const re = new RegExp(`^${label.split('*').map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^.]*')}$`);
    return re.test(hl[i]!);
  });
}
