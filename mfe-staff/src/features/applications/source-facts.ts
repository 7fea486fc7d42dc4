import type { ApplicationSource } from 'contracts';
import { APPLICATION_CHANNEL_LABELS } from 'contracts/application-source';
import type { Fact } from '../../components/record-facts';

/**
 * Where the candidate came from, as the candidate page lists it: the channel, then what it was
 * decided from (the campaign's utm_* values, the referring site, the staff member named).
 * Applications from before sources were recorded say so.
 */
export function sourceFacts(source: ApplicationSource | undefined): Fact[] {
  if (!source) return [['Source', 'Not recorded']];
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / ');
  const facts: (Fact | false)[] = [
    ['Source', APPLICATION_CHANNEL_LABELS[source.channel]],
    Boolean(source.referredBy) && ['Referred by', source.referredBy],
    Boolean(campaign) && ['Campaign (source / medium / name)', campaign],
    Boolean(source.referrer) && ['Came from', source.referrer],
  ];
  return facts.filter((fact): fact is Fact => fact !== false);
}
