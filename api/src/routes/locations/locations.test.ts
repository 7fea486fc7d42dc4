import { DEFAULT_LOCATION_SLUG, locationListSchema } from 'contracts';
import { closeTestApps, createTestApp } from '../../test-support/test-app';

afterEach(closeTestApps);

describe('GET /api/locations', () => {
  it('lists the five offices with every field of the spec, headquarters first', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/locations' });
    expect(response.statusCode).toBe(200);
    const locations = locationListSchema.parse(response.json());
    expect(locations.map((location) => location.slug)).toEqual(['chicago', 'doha', 'abu-dhabi', 'riyadh', 'damascus']);
    expect(locations[0]?.slug).toBe(DEFAULT_LOCATION_SLUG);
    for (const location of response.json() as Record<string, unknown>[]) {
      expect(Object.keys(location).sort()).toEqual(
        [
          'address',
          'description',
          'email',
          'hours',
          'latitude',
          'longitude',
          'name',
          'phone',
          'services',
          'slug',
          'timezone',
        ].sort(),
      );
      expect(typeof location.latitude).toBe('number');
      expect(typeof location.longitude).toBe('number');
      expect(String(location.email)).toMatch(/\.example$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: String(location.timezone) })).not.toThrow();
    }
  });
});
