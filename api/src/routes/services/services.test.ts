import { SERVICE_IDS, serviceListSchema } from 'contracts';
import { closeTestApps, createTestApp } from '../../test-support/test-app';

afterEach(closeTestApps);

describe('GET /api/services', () => {
  it('lists the four service lines with id, title and description', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/services' });
    expect(response.statusCode).toBe(200);
    const services = serviceListSchema.parse(response.json());
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    for (const service of response.json() as Record<string, unknown>[]) {
      expect(Object.keys(service).sort()).toEqual(['description', 'id', 'title']);
    }
  });
});
