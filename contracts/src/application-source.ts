/**
 * Where a candidate came from: what the apply page sends (the landing URL's `utm_*` parameters,
 * the other site that linked to it, the staff member who referred them) and the one rule that
 * turns it into a channel a recruiter and a report group by. No zod here, so the apply page's
 * first JavaScript can read it; the schema is in application.ts.
 */

/** The channels, in the order a report lists them. */
export const APPLICATION_CHANNELS = ['linkedin', 'indeed', 'google', 'referral', 'direct', 'other'] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

export const APPLICATION_CHANNEL_LABELS: Record<ApplicationChannel, string> = {
  linkedin: 'LinkedIn',
  indeed: 'Indeed',
  google: 'Google',
  referral: 'Referral',
  direct: 'Direct',
  other: 'Other',
};

/** The longest `utm_*` value or referring staff member's name kept, in characters. */
export const SOURCE_TEXT_MAX = 100;
/** The longest referrer kept: only its origin (scheme and host) is stored. */
export const REFERRER_MAX = 300;
export const REFERRED_BY_MAX_MESSAGE = 'Referrer name cannot exceed 100 characters';
export const REFERRED_BY_INVALID_MESSAGE = 'Referrer name contains invalid characters';

/** The landing URL's query parameters that say where a visitor came from, and the field each is sent as. */
export const ATTRIBUTION_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
} as const;
export type AttributionField = (typeof ATTRIBUTION_PARAMS)[keyof typeof ATTRIBUTION_PARAMS];

/** What an application says of its origin, as sent and stored (each part absent when unknown). */
export interface ApplicationSourceFields {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The origin of the other site the visitor came from. */
  referrer?: string;
  /** The staff member who referred the candidate, as the candidate named them. */
  referredBy?: string;
}

/** Known `utm_source` values and referring hosts (a host matches itself and its subdomains). */
const CHANNEL_RULES: readonly { channel: ApplicationChannel; sources: readonly string[]; hosts: readonly RegExp[] }[] = [
  { channel: 'linkedin', sources: ['linkedin', 'lnkd', 'linkedin.com'], hosts: [/(^|\.)linkedin\.com$/, /(^|\.)lnkd\.in$/] },
  { channel: 'indeed', sources: ['indeed', 'indeed.com'], hosts: [/(^|\.)indeed\.[a-z.]+$/] },
  {
    channel: 'google',
    sources: ['google', 'google_jobs', 'googlejobs', 'google.com'],
    hosts: [/(^|\.)google\.[a-z.]+$/],
  },
  { channel: 'referral', sources: ['referral', 'employee_referral', 'staff'], hosts: [] },
];

function hostOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).hostname.toLowerCase() : undefined;
}

/**
 * The channel of an application: a named referrer wins (recruiters reward referrals), then
 * `utm_source`, then the referring site; nothing at all is a direct visit. A source or site the
 * rules do not know is `other`.
 */
export function applicationChannelOf(source: ApplicationSourceFields): ApplicationChannel {
  if (source.referredBy?.trim()) return 'referral';
  const utmSource = source.utmSource?.trim().toLowerCase();
  if (utmSource) return CHANNEL_RULES.find((rule) => rule.sources.includes(utmSource))?.channel ?? 'other';
  const host = source.referrer ? hostOf(source.referrer) : undefined;
  if (host) return CHANNEL_RULES.find((rule) => rule.hosts.some((pattern) => pattern.test(host)))?.channel ?? 'other';
  return 'direct';
}

/** The origin of `referrer` when it is another site's http(s) page; undefined for this site's own pages or anything else. */
export function externalReferrer(referrer: string, siteOrigin: string): string | undefined {
  if (!URL.canParse(referrer)) return undefined;
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin === siteOrigin ? undefined : url.origin;
}

/**
 * The attribution parameters of a page's query, to carry on to the next page (the job page's
 * Apply Now link), so a visitor who lands on a job page from a campaign is still attributed
 * when they apply. Empty when there are none.
 */
export function attributionQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const param of Object.keys(ATTRIBUTION_PARAMS)) {
    const value = search.get(param);
    if (value) kept.set(param, value.slice(0, SOURCE_TEXT_MAX));
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The fields the apply form sends for the `utm_*` parameters of its own page's query. */
export function attributionFields(search: URLSearchParams): Partial<Record<AttributionField, string>> {
  const fields: Partial<Record<AttributionField, string>> = {};
  for (const [param, field] of Object.entries(ATTRIBUTION_PARAMS)) {
    const value = search.get(param)?.trim();
    if (value) fields[field] = value.slice(0, SOURCE_TEXT_MAX);
  }
  return fields;
}
