import type { ServiceId } from 'contracts/service-ids';
import {
  EXPLORE_OTHER_SERVICES_MAX,
  IMPLEMENTATION_CARDS_MAX,
  isServiceId,
  otherServices,
  servicePath,
  shownImplementations,
} from './service-rules';

describe('isServiceId', () => {
  it.each([
    ['e-government', true],
    ['encryption', true],
    ['cybersecurity', true],
    ['ai-solutions', true],
    ['ai-llm', false],
    ['unknown', false],
    ['Encryption', false],
    ['constructor', false],
    ['', false],
    [undefined, false],
  ])('%p -> %p', (value, expected) => {
    expect(isServiceId(value)).toBe(expected);
  });
});

describe('servicePath', () => {
  it('is /services/{id}', () => {
    expect(servicePath('ai-solutions')).toBe('/services/ai-solutions');
  });
});

describe('otherServices', () => {
  const four = (['e-government', 'encryption', 'cybersecurity', 'ai-solutions'] as const).map((id) => ({ id }));
  const ids = (list: { id: ServiceId }[]) => list.map((service) => service.id);

  it('allows at most 3', () => {
    expect(EXPLORE_OTHER_SERVICES_MAX).toBe(3);
  });

  it.each<[ServiceId, ServiceId[]]>([
    ['e-government', ['encryption', 'cybersecurity', 'ai-solutions']],
    ['encryption', ['e-government', 'cybersecurity', 'ai-solutions']],
    ['cybersecurity', ['e-government', 'encryption', 'ai-solutions']],
    ['ai-solutions', ['e-government', 'encryption', 'cybersecurity']],
  ])('for %s lists the others in site order', (current, expected) => {
    expect(ids(otherServices(four, current))).toEqual(expected);
  });

  it('cuts a longer list at the limit, still without the current service', () => {
    const withDuplicates = [...four, ...four];
    const result = otherServices(withDuplicates, 'encryption');
    expect(result).toHaveLength(EXPLORE_OTHER_SERVICES_MAX);
    expect(ids(result)).not.toContain('encryption');
  });

  it('returns fewer when fewer others exist', () => {
    expect(ids(otherServices([{ id: 'encryption' }, { id: 'cybersecurity' }], 'encryption'))).toEqual(['cybersecurity']);
  });
});

describe('shownImplementations', () => {
  it.each([
    [0, 0],
    [2, 2],
    [3, 3],
    [5, 3],
  ])('of %i implementations shows the first %i', (count, shown) => {
    const implementations = Array.from({ length: count }, (_, index) => `implementation ${index + 1}`);
    expect(shownImplementations(implementations)).toEqual(implementations.slice(0, shown));
  });

  it('shows up to three cards', () => {
    expect(IMPLEMENTATION_CARDS_MAX).toBe(3);
  });
});
